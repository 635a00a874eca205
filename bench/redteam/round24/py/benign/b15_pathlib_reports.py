"""Create a small report tree under ./out with pathlib and index it."""
import json
from datetime import date, timedelta
from pathlib import Path

ROOT = Path("out")


def daily_rows(day, n=5):
    return [f"{day.isoformat()},{i},{(i * 37 + day.day) % 100}" for i in range(n)]


def write_day(day):
    folder = ROOT / f"{day:%Y}" / f"{day:%m}"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{day:%d}.csv"
    path.write_text("date,slot,value\n" + "\n".join(daily_rows(day)) + "\n")
    return path


def build_index(root):
    index = {}
    for p in sorted(root.rglob("*.csv")):
        rel = p.relative_to(root)
        lines = p.read_text().splitlines()[1:]
        values = [int(l.rsplit(",", 1)[1]) for l in lines]
        index[str(rel)] = {"rows": len(values), "max": max(values), "bytes": p.stat().st_size}
    return index


def tidy(root, keep_days):
    files = sorted(root.rglob("*.csv"))
    for old in files[:-keep_days]:
        old.unlink()
    for d in sorted((p for p in root.rglob("*") if p.is_dir()), reverse=True):
        if not any(d.iterdir()):
            d.rmdir()


def main():
    start = date(2024, 1, 28)
    for i in range(10):
        write_day(start + timedelta(days=i))
    tidy(ROOT, keep_days=7)
    index = build_index(ROOT)
    (ROOT / "index.json").write_text(json.dumps(index, indent=2))
    print(len(index), "files indexed")


if __name__ == "__main__":
    main()
