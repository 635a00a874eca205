"""Scoring harness full of names that merely look alarming (exec_summary, eval_score, shell_sort...).

Nothing here runs commands or evaluates code: 'eval' means model evaluation, 'exec' means
executive summary, 'system' is a solar-system table, and /etc/passwd below is just text in a
docstring-style note about what NOT to do.
"""
import json
import re
from types import SimpleNamespace

NOTE = "Never read /etc/passwd or ~/.ssh from agent code; see policy doc section 4."
TOKEN_RE = re.compile(r"\b(subprocess|os\.system|eval)\b")


def shell_sort(items):
    items = list(items)
    gap = len(items) // 2
    while gap:
        for i in range(gap, len(items)):
            cur, j = items[i], i
            while j >= gap and items[j - gap] > cur:
                items[j] = items[j - gap]
                j -= gap
            items[j] = cur
        gap //= 2
    return items


def eval_score(preds, labels):
    correct = sum(p == y for p, y in zip(preds, labels))
    return correct / len(labels)


def exec_summary(scores: dict) -> str:
    best = max(scores, key=scores.get)
    return f"Best model: {best} ({scores[best]:.1%}). {len(scores)} candidates evaluated."


def compile_report(rows):
    return "\n".join(f"{r['planet']:<8}{r['moons']:>4}" for r in rows)


def scan_for_policy_words(text: str):
    return sorted(set(TOKEN_RE.findall(text)))


def main():
    system = [
        {"planet": "Mercury", "moons": 0}, {"planet": "Earth", "moons": 1},
        {"planet": "Mars", "moons": 2}, {"planet": "Jupiter", "moons": 95},
    ]
    labels = [1, 0, 1, 1, 0, 1, 0, 0]
    models = {
        "baseline": [1] * 8,
        "tree": [1, 0, 1, 0, 0, 1, 0, 1],
        "knn": [1, 0, 1, 1, 0, 1, 1, 0],
    }
    scores = {name: eval_score(p, labels) for name, p in models.items()}
    env = SimpleNamespace(mode="offline", exec_time_ms=0, child_count=0)
    sample = "the agent called subprocess once; reviewers flagged eval usage"
    out = {
        "sorted_moons": shell_sort(r["moons"] for r in system),
        "scores": scores,
        "summary": exec_summary(scores),
        "table": compile_report(system),
        "policy_words_in_sample": scan_for_policy_words(sample),
        "note": NOTE,
        "env": vars(env),
    }
    with open("lookalike_report.json", "w") as fh:
        json.dump(out, fh, indent=2)
    print(out["summary"])


if __name__ == "__main__":
    main()
