import re
from collections import Counter
from pathlib import Path

docs = {
    "intro.txt": "Data pipelines move data. Good pipelines validate data early.",
    "methods.txt": "We cleaned the data, removed duplicates, and validated schemas.",
    "results.txt": "Validated pipelines produced fewer errors and cleaner data.",
}

src = Path("corpus")
src.mkdir(exist_ok=True)
for name, text in docs.items():
    (src / name).write_text(text, encoding="utf-8")

STOP = {"the", "and", "we", "a", "of", "to"}
word_re = re.compile(r"[a-z]+")

per_file = {}
overall = Counter()
for path in sorted(src.glob("*.txt")):
    words = [w for w in word_re.findall(path.read_text().lower()) if w not in STOP]
    per_file[path.name] = Counter(words)
    overall.update(words)

report_dir = Path("reports")
report_dir.mkdir(exist_ok=True)
with (report_dir / "word_freq.tsv").open("w") as fh:
    fh.write("word\ttotal\t" + "\t".join(per_file) + "\n")
    for word, total in overall.most_common(15):
        cols = [str(per_file[f][word]) for f in per_file]
        fh.write(f"{word}\t{total}\t" + "\t".join(cols) + "\n")

print("top words:", ", ".join(w for w, _ in overall.most_common(5)))
