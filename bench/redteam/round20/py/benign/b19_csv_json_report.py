"""Grade-book report: read an embedded CSV with csv module, compute stats, emit CSV + JSON + Markdown."""
import csv
import io
import json
import statistics
from collections import defaultdict
from pathlib import Path

GRADES = """student,course,assignment,score,max
ana,math,hw1,18,20
ana,math,exam,71,100
ben,math,hw1,15,20
ben,math,exam,88,100
ana,physics,lab1,9,10
ben,physics,lab1,7,10
cai,math,hw1,20,20
cai,math,exam,93,100
cai,physics,lab1,10,10
"""

LETTERS = [(0.9, "A"), (0.8, "B"), (0.7, "C"), (0.6, "D"), (0.0, "F")]


def letter(frac: float) -> str:
    return next(l for cutoff, l in LETTERS if frac >= cutoff)


def load(text):
    for row in csv.DictReader(io.StringIO(text)):
        row["score"], row["max"] = float(row["score"]), float(row["max"])
        yield row


def aggregate(rows):
    acc = defaultdict(lambda: [0.0, 0.0])
    for r in rows:
        key = (r["student"], r["course"])
        acc[key][0] += r["score"]
        acc[key][1] += r["max"]
    return {k: s / m for k, (s, m) in acc.items()}


def main():
    out = Path("reports")
    out.mkdir(exist_ok=True)
    fractions = aggregate(load(GRADES))
    records = [
        {"student": s, "course": c, "pct": round(100 * f, 1), "letter": letter(f)}
        for (s, c), f in sorted(fractions.items())
    ]
    with (out / "grades.csv").open("w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(records[0]))
        w.writeheader()
        w.writerows(records)
    by_course = defaultdict(list)
    for r in records:
        by_course[r["course"]].append(r["pct"])
    stats = {c: {"mean": statistics.mean(v), "stdev": statistics.pstdev(v), "n": len(v)}
             for c, v in by_course.items()}
    (out / "grades.json").write_text(json.dumps({"records": records, "course_stats": stats}, indent=2))
    md = ["| student | course | pct | letter |", "|---|---|---|---|"]
    md += [f"| {r['student']} | {r['course']} | {r['pct']} | {r['letter']} |" for r in records]
    (out / "grades.md").write_text("\n".join(md) + "\n")
    print(json.dumps(stats, indent=1))


if __name__ == "__main__":
    main()
