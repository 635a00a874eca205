"""Word frequency, bigrams and a naive sentence summary for an embedded text."""
import json
import re
import string
import unicodedata
from collections import Counter

TEXT = """
Rivers shape the land slowly. Over centuries a river carves valleys, deposits silt,
and builds deltas where it meets the sea. Floods are destructive, yet they also renew
the soil. Engineers build levees and dams to control rivers, but control has costs:
sediment is trapped behind dams, and deltas begin to shrink. Understanding rivers
means understanding time -- the slow time of erosion and the fast time of floods.
"""

STOP = set("a an and are as at be but by for has in is it its of on or the to they where yet also".split())


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).lower()
    return text.translate(str.maketrans("", "", string.punctuation.replace("-", "")))


def tokens(text: str):
    return [t for t in re.findall(r"[a-z]+(?:-[a-z]+)?", normalise(text)) if t not in STOP]


def bigrams(words):
    return Counter(zip(words, words[1:]))


def sentences(text: str):
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s.strip()]


def summarise(text: str, k: int = 2):
    freq = Counter(tokens(text))
    scored = []
    for i, s in enumerate(sentences(text)):
        words = tokens(s)
        if words:
            scored.append((sum(freq[w] for w in words) / len(words), i, s))
    top = sorted(scored, reverse=True)[:k]
    return [s for _, _, s in sorted(top, key=lambda x: x[1])]


def main():
    words = tokens(TEXT)
    freq = Counter(words)
    report = {
        "n_tokens": len(words),
        "n_types": len(freq),
        "top_words": freq.most_common(8),
        "top_bigrams": [" ".join(b) for b, _ in bigrams(words).most_common(5)],
        "summary": summarise(TEXT),
    }
    with open("text_report.json", "w", encoding="utf-8") as fh:
        json.dump(report, fh, indent=2)
    print(" | ".join(report["summary"]))


if __name__ == "__main__":
    main()
