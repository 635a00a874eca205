"""A/B test analysis with scipy: t-test, Mann-Whitney and bootstrap CI."""
import json

import numpy as np
from scipy import stats


def simulate(n=400, lift=0.15, seed=1):
    rng = np.random.default_rng(seed)
    a = rng.gamma(shape=2.0, scale=10.0, size=n)
    b = rng.gamma(shape=2.0, scale=10.0 * (1 + lift), size=n)
    return a, b


def bootstrap_diff(a, b, reps=2000, seed=2):
    rng = np.random.default_rng(seed)
    diffs = np.empty(reps)
    for i in range(reps):
        diffs[i] = rng.choice(b, b.size).mean() - rng.choice(a, a.size).mean()
    return np.percentile(diffs, [2.5, 97.5])


def analyse(a, b):
    t = stats.ttest_ind(a, b, equal_var=False)
    u = stats.mannwhitneyu(a, b, alternative="two-sided")
    lo, hi = bootstrap_diff(a, b)
    d = (b.mean() - a.mean()) / np.sqrt((a.var(ddof=1) + b.var(ddof=1)) / 2)
    return {
        "mean_a": round(float(a.mean()), 3),
        "mean_b": round(float(b.mean()), 3),
        "welch_t": round(float(t.statistic), 3),
        "welch_p": float(t.pvalue),
        "mannwhitney_p": float(u.pvalue),
        "cohens_d": round(float(d), 3),
        "ci95_diff": [round(float(lo), 3), round(float(hi), 3)],
    }


def main():
    a, b = simulate()
    result = analyse(a, b)
    with open("ab_result.json", "w") as fh:
        json.dump(result, fh, indent=2)
    verdict = "significant" if result["welch_p"] < 0.05 else "not significant"
    print(f"B vs A: {verdict} (p={result['welch_p']:.4f}), d={result['cohens_d']}")


if __name__ == "__main__":
    main()
