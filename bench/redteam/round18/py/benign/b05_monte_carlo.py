"""Monte Carlo estimate of project completion time from three-point task estimates."""
import argparse
import json
import os
from functools import partial

import numpy as np

TASKS = {
    "design":   (3, 5, 10),
    "backend":  (8, 12, 25),
    "frontend": (5, 9, 16),
    "testing":  (2, 4, 9),
    "deploy":   (1, 1.5, 4),
}


def pert_sample(rng, low, mode, high, size, lamb=4.0):
    span = high - low
    alpha = 1 + lamb * (mode - low) / span
    beta = 1 + lamb * (high - mode) / span
    return low + rng.beta(alpha, beta, size=size) * span


def simulate(tasks, runs, seed, parallel=("frontend",)):
    rng = np.random.default_rng(seed)
    draw = partial(pert_sample, rng, size=runs)
    samples = {name: draw(*est) for name, est in tasks.items()}
    sequential = sum(v for k, v in samples.items() if k not in parallel)
    overlap = np.maximum.reduce([samples[k] for k in parallel] + [samples["backend"]])
    return sequential - samples["backend"] + overlap


def build_parser():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--runs", type=int, default=20000)
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--deadline", type=float, default=30.0, help="days")
    p.add_argument("--out", default=os.path.join("out", "montecarlo.json"))
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    totals = simulate(TASKS, args.runs, args.seed)
    pcts = {f"p{q}": round(float(np.percentile(totals, q)), 2) for q in (10, 50, 80, 95)}
    result = {
        "runs": args.runs,
        "mean_days": round(float(totals.mean()), 2),
        "prob_on_time": round(float((totals <= args.deadline).mean()), 4),
        **pcts,
    }
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as fh:
        json.dump(result, fh, indent=2)
    hist, edges = np.histogram(totals, bins=12)
    scale = 50 / hist.max()
    for count, left in zip(hist, edges):
        print(f"{left:6.1f} | {'#' * int(count * scale)}")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main([])
