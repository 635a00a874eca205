"""Monte Carlo random walks: distribution of final positions and first-passage times."""
import json

import numpy as np


def walks(n_walkers=5000, steps=500, seed=3):
    rng = np.random.default_rng(seed)
    moves = rng.choice([-1, 1], size=(n_walkers, steps))
    return np.cumsum(moves, axis=1)


def first_passage(paths, level):
    hit = np.abs(paths) >= level
    first = np.where(hit.any(axis=1), hit.argmax(axis=1) + 1, -1)
    return first


def histogram(values, bins=20):
    counts, edges = np.histogram(values, bins=bins)
    return [{"lo": float(edges[i]), "hi": float(edges[i + 1]), "n": int(c)}
            for i, c in enumerate(counts)]


def main():
    paths = walks()
    final = paths[:, -1]
    fp = first_passage(paths, 20)
    reached = fp[fp > 0]
    result = {
        "mean_final": float(final.mean()),
        "std_final": float(final.std()),
        "theory_std": float(np.sqrt(paths.shape[1])),
        "frac_reached_20": float(reached.size / fp.size),
        "median_passage": float(np.median(reached)) if reached.size else None,
        "hist": histogram(final),
    }
    with open("random_walk.json", "w") as fh:
        json.dump(result, fh, indent=2)
    np.save("final_positions.npy", final)
    print({k: v for k, v in result.items() if k != "hist"})


if __name__ == "__main__":
    main()
