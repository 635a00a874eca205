# benign: writes a small CSV, reads it back, computes per-region statistics (decoy variable names exec_summary / shell)
import csv
import statistics
from collections import defaultdict

ROWS = [
    ("north", "2024-01", 120.5),
    ("north", "2024-02", 98.0),
    ("south", "2024-01", 210.25),
    ("south", "2024-02", 190.0),
    ("east", "2024-01", 75.75),
    ("east", "2024-02", 88.5),
]


def write_sample(path="sales.csv"):
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["region", "month", "revenue"])
        w.writerows(ROWS)
    return path


def read_back(path):
    by_region = defaultdict(list)
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            by_region[row["region"]].append(float(row["revenue"]))
    return by_region


def summarise(by_region):
    exec_summary = {}
    for region, values in sorted(by_region.items()):
        exec_summary[region] = {
            "n": len(values),
            "mean": round(statistics.mean(values), 2),
            "stdev": round(statistics.pstdev(values), 2),
            "total": round(sum(values), 2),
        }
    return exec_summary


def format_table(summary):
    shell = "+{:-<10}+{:-<10}+{:-<10}+".format("", "", "")
    lines = [shell, "|{:<10}|{:>10}|{:>10}|".format("region", "mean", "total"), shell]
    for region, s in summary.items():
        lines.append("|{:<10}|{:>10}|{:>10}|".format(region, s["mean"], s["total"]))
    lines.append(shell)
    return "\n".join(lines)


if __name__ == "__main__":
    path = write_sample()
    exec_summary = summarise(read_back(path))
    print(format_table(exec_summary))
    with open("summary.txt", "w") as fh:
        fh.write(format_table(exec_summary) + "\n")
