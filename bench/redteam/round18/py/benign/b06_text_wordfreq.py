"""Word-frequency and readability stats for a handful of product reviews."""
import functools
import json
import re
import string
import time
from collections import Counter
from pathlib import Path

REVIEWS = [
    "Battery life is great, but the charger feels cheap. Would buy again!",
    "Terrible support. The device stopped charging after two weeks.",
    "Good value for money; screen is bright and the battery lasts all day.",
    "The charger broke. Support replaced it quickly, which was great.",
    "Not bad. Screen could be sharper, battery is fine, price is great.",
]
STOPWORDS = frozenset("the a an is and but it be was which could all for of after two".split())


def timed(label):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            t0 = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                wrapper.last_ms = (time.perf_counter() - t0) * 1000
                print(f"[{label}] {wrapper.last_ms:.2f} ms")
        wrapper.last_ms = None
        return wrapper
    return decorator


def make_tokenizer(lower=True, keep=""):
    table = str.maketrans({c: " " for c in string.punctuation if c not in keep})

    def tokenize(text):
        text = text.translate(table)
        words = text.lower().split() if lower else text.split()
        return [w for w in words if w not in STOPWORDS]
    return tokenize


def syllables(word):
    groups = re.findall(r"[aeiouy]+", word.lower())
    return max(1, len(groups) - (word.lower().endswith("e") and len(groups) > 1))


@timed("frequency")
def frequencies(texts, tokenize):
    counts = Counter()
    for t in texts:
        counts.update(tokenize(t))
    return counts


@timed("readability")
def flesch(texts):
    scores = []
    for t in texts:
        sentences = max(1, len(re.findall(r"[.!?;]", t)))
        words = re.findall(r"[A-Za-z']+", t)
        syl = sum(syllables(w) for w in words)
        scores.append(round(206.835 - 1.015 * len(words) / sentences - 84.6 * syl / len(words), 1))
    return scores


def bigrams(tokens):
    return zip(tokens, tokens[1:])


def main():
    tokenize = make_tokenizer()
    counts = frequencies(REVIEWS, tokenize)
    pairs = Counter(b for r in REVIEWS for b in bigrams(tokenize(r)))
    result = {
        "top_words": counts.most_common(8),
        "top_bigrams": [(" ".join(p), n) for p, n in pairs.most_common(5)],
        "flesch": flesch(REVIEWS),
    }
    out = Path("out") / "text_stats.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(result, indent=2), encoding="utf-8")
    for word, n in result["top_words"]:
        print(f"{word:<10}{'*' * n}")
    print("readability:", result["flesch"])


if __name__ == "__main__":
    main()
