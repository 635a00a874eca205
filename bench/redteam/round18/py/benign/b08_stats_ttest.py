"""A/B test analysis: Welch t-test, Mann-Whitney and bootstrap CI on conversion values."""
from enum import Enum
from typing import NamedTuple
import json
import os

import numpy as np
from scipy import stats


class Verdict(Enum):
    WIN = "variant wins"
    LOSS = "variant loses"
    INCONCLUSIVE = "inconclusive"


class TestResult(NamedTuple):
    name: str
    statistic: float
    p_value: float

    def significant(self, alpha=0.05):
        return self.p_value < alpha


def bootstrap_diff(a, b, rng, reps=4000):
    idx_a = rng.integers(0, len(a), size=(reps, len(a)))
    idx_b = rng.integers(0, len(b), size=(reps, len(b)))
    diffs = b[idx_b].mean(axis=1) - a[idx_a].mean(axis=1)
    return np.percentile(diffs, [2.5, 97.5])


def run_tests(control, variant):
    welch = stats.ttest_ind(variant, control, equal_var=False)
    mwu = stats.mannwhitneyu(variant, control, alternative="two-sided")
    return [TestResult("welch_t", float(welch.statistic), float(welch.pvalue)),
            TestResult("mann_whitney", float(mwu.statistic), float(mwu.pvalue))]


def decide(results, ci):
    if all(r.significant() for r in results):
        return Verdict.WIN if ci[0] > 0 else Verdict.LOSS
    return Verdict.INCONCLUSIVE


def main():
    rng = np.random.default_rng(5)
    control = rng.lognormal(mean=3.0, sigma=0.6, size=900)
    variant = rng.lognormal(mean=3.07, sigma=0.6, size=880)
    results = run_tests(control, variant)
    ci = bootstrap_diff(control, variant, rng)
    verdict = decide(results, ci)
    effect = (variant.mean() - control.mean()) / np.sqrt((variant.var() + control.var()) / 2)
    report = {
        "n": {"control": len(control), "variant": len(variant)},
        "means": {"control": round(control.mean(), 3), "variant": round(variant.mean(), 3)},
        "tests": [r._asdict() for r in results],
        "bootstrap_ci_95": [round(x, 3) for x in ci],
        "cohens_d": round(float(effect), 4),
        "verdict": verdict.value,
    }
    os.makedirs("reports", exist_ok=True)
    with open(os.path.join("reports", "ab_test.json"), "w") as fh:
        json.dump(report, fh, indent=2, default=float)
    for r in results:
        flag = "*" if r.significant() else " "
        print(f"{flag} {r.name:<13} stat={r.statistic:10.3f} p={r.p_value:.4f}")
    print("CI:", report["bootstrap_ci_95"], "->", verdict.name)


if __name__ == "__main__":
    main()
