# benign: writes per-day reports under ./out/reports/<date>/ with pathlib mkdir(parents=True), then reads them back
import json
from datetime import date, timedelta
from pathlib import Path

BASE = Path("out") / "reports"


def fake_metrics(day, i):
    return {"date": day.isoformat(), "visits": 100 + 17 * i, "signups": 3 + i % 4}


def write_reports(start, days):
    written = []
    for i in range(days):
        day = start + timedelta(days=i)
        folder = BASE / day.isoformat()
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / "metrics.json"
        target.write_text(json.dumps(fake_metrics(day, i), indent=2))
        written.append(target)
    return written


def collect(paths):
    data = [json.loads(p.read_text()) for p in paths]
    visits = sum(d["visits"] for d in data)
    signups = sum(d["signups"] for d in data)
    return {"days": len(data), "visits": visits, "signups": signups,
            "rate": round(signups / visits, 4) if visits else 0}


def write_index(paths, summary):
    lines = ["# Report index", ""]
    for p in paths:
        lines.append(f"- [{p.parent.name}]({p.relative_to(BASE)})")
    lines += ["", f"Total visits: {summary['visits']}", f"Signup rate: {summary['rate']}"]
    (BASE / "INDEX.md").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    paths = write_reports(date(2024, 3, 1), 5)
    summary = collect(paths)
    write_index(paths, summary)
    print(summary)
    print("files:", sorted(str(p) for p in BASE.rglob("*") if p.is_file()))
