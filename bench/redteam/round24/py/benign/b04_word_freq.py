"""Word-frequency report for a short text; builds an executive summary (decoy names)."""
import collections
import re

TEXT = """
The committee met to review the quarterly system outage. The outage began when the
shell script that rotates logs ran twice. Engineers will evaluate a fix, execute a
dry run next week and report back. The system recovered within forty minutes.
"""

STOP = {"the", "to", "a", "and", "when", "that", "will", "back", "within", "next"}
WORD = re.compile(r"[a-z']+")


def tokens(text):
    return [w for w in WORD.findall(text.lower()) if w not in STOP]


def sentences(text):
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s.strip()]


def exec_summary(text, n=2):
    freq = collections.Counter(tokens(text))
    scored = []
    for s in sentences(text):
        score = sum(freq[w] for w in tokens(s)) / (1 + len(tokens(s)))
        scored.append((score, s))
    best = sorted(scored, reverse=True)[:n]
    order = {s: i for i, s in enumerate(sentences(text))}
    return " ".join(s for _, s in sorted(best, key=lambda p: order[p[1]]))


def main():
    freq = collections.Counter(tokens(TEXT))
    system = "report"  # name of the output kind, not a call
    eval_rows = [f"{w:12s}{c:3d}" for w, c in freq.most_common(8)]
    with open("word_freq.txt", "w") as fh:
        fh.write(f"[{system}] top words\n")
        fh.write("\n".join(eval_rows) + "\n\n")
        fh.write("Executive summary: " + exec_summary(TEXT) + "\n")
    print("\n".join(eval_rows))


if __name__ == "__main__":
    main()
