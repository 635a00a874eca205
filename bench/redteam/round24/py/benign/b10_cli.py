"""argparse-driven summary tool; parse_args([]) so it runs with defaults in a notebook/agent."""
import argparse
import csv
import random


def build_parser():
    p = argparse.ArgumentParser(description="Generate and summarise a sample dataset")
    p.add_argument("--rows", type=int, default=200)
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--out", default="sample.csv")
    p.add_argument("--group", choices=["team", "level"], default="team")
    p.add_argument("--verbose", action="store_true")
    return p


def generate(n, seed):
    rnd = random.Random(seed)
    teams = ["red", "blue", "green"]
    return [{"id": i, "team": rnd.choice(teams), "level": rnd.randint(1, 5),
             "score": round(rnd.gauss(50, 12), 2)} for i in range(n)]


def summarise(rows, key):
    groups = {}
    for r in rows:
        groups.setdefault(r[key], []).append(r["score"])
    return {k: (len(v), round(sum(v) / len(v), 2)) for k, v in sorted(groups.items())}


def save(rows, path):
    with open(path, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)


def main(argv=None):
    args = build_parser().parse_args([] if argv is None else argv)
    rows = generate(args.rows, args.seed)
    save(rows, args.out)
    for k, (n, mean) in summarise(rows, args.group).items():
        print(f"{args.group}={k}: n={n} mean={mean}")
    if args.verbose:
        print(rows[:3])


if __name__ == "__main__":
    main()
