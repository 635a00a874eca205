"""Monte Carlo random walks with numpy: hitting times, distribution summary, npz output."""
import json

import numpy as np
import pandas as pd


def simulate_walks(n_walks: int, n_steps: int, p_up: float, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    steps = np.where(rng.random((n_walks, n_steps)) < p_up, 1, -1)
    return np.cumsum(steps, axis=1)


def first_hit(paths: np.ndarray, level: int) -> np.ndarray:
    hit = paths >= level
    any_hit = hit.any(axis=1)
    idx = hit.argmax(axis=1).astype(float)
    idx[~any_hit] = np.nan
    return idx


def summarise(paths: np.ndarray, hits: np.ndarray) -> dict:
    final = paths[:, -1]
    return {
        "mean_final": float(final.mean()),
        "std_final": float(final.std(ddof=1)),
        "max_excursion": int(paths.max()),
        "hit_rate": float(np.mean(~np.isnan(hits))),
        "median_hit_time": float(np.nanmedian(hits)) if np.any(~np.isnan(hits)) else None,
    }


def main():
    scenarios = {"fair": 0.5, "slight_up": 0.52, "down": 0.47}
    rows = []
    arrays = {}
    for name, p in scenarios.items():
        paths = simulate_walks(2000, 500, p, seed=sum(map(ord, name)))
        hits = first_hit(paths, level=20)
        summary = summarise(paths, hits)
        rows.append({"scenario": name, "p_up": p, **summary})
        arrays[f"{name}_final"] = paths[:, -1]
    df = pd.DataFrame(rows).set_index("scenario")
    df.to_csv("random_walk_summary.csv")
    np.savez_compressed("random_walk_finals.npz", **arrays)
    with open("random_walk_summary.json", "w") as fh:
        json.dump(rows, fh, indent=2)
    print(df.round(3).to_string())


if __name__ == "__main__":
    main()
