"""Stage intermediate files in a temp dir created inside the cwd, then merge into one CSV."""
import csv
import os
import shutil
import tempfile
from pathlib import Path


def write_shard(directory: Path, idx: int, rows: int) -> Path:
    path = directory / f"shard_{idx:02d}.csv"
    with path.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["shard", "row", "value"])
        for r in range(rows):
            w.writerow([idx, r, (idx * 31 + r * 17) % 97])
    return path


def merge(shards, dest: Path) -> int:
    count = 0
    with dest.open("w", newline="") as out:
        writer = None
        for shard in sorted(shards):
            with shard.open(newline="") as fh:
                reader = csv.DictReader(fh)
                if writer is None:
                    writer = csv.DictWriter(out, fieldnames=reader.fieldnames)
                    writer.writeheader()
                for row in reader:
                    writer.writerow(row)
                    count += 1
    return count


def main():
    base = Path(os.getcwd())
    work = base / "work"
    work.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(dir=work, prefix="stage-") as tmp:
        tmp_path = Path(tmp)
        shards = [write_shard(tmp_path, i, rows=5 + i) for i in range(4)]
        fd, partial_name = tempfile.mkstemp(suffix=".csv", dir=tmp)
        os.close(fd)
        n = merge(shards, Path(partial_name))
        final = base / "merged.csv"
        shutil.copyfile(partial_name, final)
        print(f"merged {n} rows from {len(shards)} shards -> {final.name}")
    leftover = list(work.iterdir())
    if not leftover:
        work.rmdir()
    print("temp cleaned:", not leftover)


if __name__ == "__main__":
    main()
