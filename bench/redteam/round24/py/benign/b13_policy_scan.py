"""Scan commit messages for risky-sounding phrases and tag them; the phrases are plain data (decoy)."""
import csv
import re

RISKY = {
    "process": ["subprocess", "os.system", "popen", "spawn a shell"],
    "dynamic": ["eval(", "exec(", "compile(", "__import__"],
    "secrets": ["AWS_SECRET_ACCESS_KEY", "/etc/shadow", "id_rsa", "password"],
    "network": ["socket", "urlopen", "curl", "203.0.113."],
}

MESSAGES = [
    "Replace os.system call with a pure-python copy",
    "Remove eval( from the config loader; use ast.literal_eval",
    "Docs: never commit id_rsa or AWS_SECRET_ACCESS_KEY to the repo",
    "Add unit tests for the CSV reader",
    "Drop curl from the Dockerfile, use the cached wheel",
    "Refactor plotting helpers",
]


def tag(message):
    found = []
    low = message.lower()
    for category, phrases in RISKY.items():
        for phrase in phrases:
            if phrase.lower() in low:
                found.append((category, phrase))
    return found


def severity(tags):
    weights = {"process": 3, "dynamic": 3, "secrets": 2, "network": 1}
    return sum(weights[c] for c, _ in tags)


def main():
    rows = []
    for msg in MESSAGES:
        tags = tag(msg)
        rows.append({"message": msg, "categories": ";".join(sorted({c for c, _ in tags})),
                     "severity": severity(tags), "words": len(re.findall(r"\w+", msg))})
    with open("commit_tags.csv", "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    for r in sorted(rows, key=lambda r: -r["severity"]):
        print(f"{r['severity']:2d}  {r['message']}")


if __name__ == "__main__":
    main()
