# benign: pandas groupby over literal records, computes eval_metrics for a classifier and writes ./out/metrics.csv (decoy name eval_metrics, DataFrame.eval not used)
from pathlib import Path

import pandas as pd

RECORDS = [
    {"model": "a", "label": 1, "pred": 1},
    {"model": "a", "label": 0, "pred": 1},
    {"model": "a", "label": 1, "pred": 1},
    {"model": "a", "label": 0, "pred": 0},
    {"model": "b", "label": 1, "pred": 0},
    {"model": "b", "label": 0, "pred": 0},
    {"model": "b", "label": 1, "pred": 1},
    {"model": "b", "label": 1, "pred": 1},
]


def confusion(group):
    tp = int(((group.label == 1) & (group.pred == 1)).sum())
    fp = int(((group.label == 0) & (group.pred == 1)).sum())
    fn = int(((group.label == 1) & (group.pred == 0)).sum())
    tn = int(((group.label == 0) & (group.pred == 0)).sum())
    return tp, fp, fn, tn


def eval_metrics(df):
    rows = []
    for model, group in df.groupby("model"):
        tp, fp, fn, tn = confusion(group)
        precision = tp / (tp + fp) if tp + fp else 0.0
        recall = tp / (tp + fn) if tp + fn else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        rows.append({
            "model": model,
            "accuracy": (tp + tn) / len(group),
            "precision": round(precision, 3),
            "recall": round(recall, 3),
            "f1": round(f1, 3),
        })
    return pd.DataFrame(rows).set_index("model")


if __name__ == "__main__":
    df = pd.DataFrame(RECORDS)
    metrics = eval_metrics(df)
    out = Path("out")
    out.mkdir(exist_ok=True)
    metrics.to_csv(out / "metrics.csv")
    print(metrics.to_string())
    best = metrics["f1"].idxmax()
    print(f"best model by f1: {best}")
