"""Load rows into a local SQLite file in the cwd, run aggregate queries, export CSV with pandas."""
import sqlite3
from contextlib import closing
from pathlib import Path

import pandas as pd

DB_PATH = Path.cwd() / "experiments.sqlite3"

SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY,
    model TEXT NOT NULL,
    lr REAL NOT NULL,
    epochs INTEGER NOT NULL,
    val_loss REAL
);
"""

RUNS = [
    ("mlp", 1e-3, 10, 0.412), ("mlp", 3e-4, 20, 0.388), ("mlp", 1e-2, 10, 0.530),
    ("cnn", 1e-3, 15, 0.301), ("cnn", 3e-4, 30, 0.287), ("cnn", 1e-2, 15, None),
]


def init(conn: sqlite3.Connection) -> None:
    conn.executescript(SCHEMA)
    conn.execute("DELETE FROM runs")
    conn.executemany("INSERT INTO runs (model, lr, epochs, val_loss) VALUES (?, ?, ?, ?)", RUNS)
    conn.commit()


def best_per_model(conn):
    q = """
        SELECT model, MIN(val_loss) AS best_loss, COUNT(*) AS n,
               SUM(val_loss IS NULL) AS failed
        FROM runs GROUP BY model ORDER BY best_loss
    """
    return pd.read_sql_query(q, conn)


def runs_for(conn, model: str, max_loss: float):
    cur = conn.execute(
        "SELECT id, lr, epochs, val_loss FROM runs WHERE model = ? AND val_loss <= ? ORDER BY val_loss",
        (model, max_loss),
    )
    return cur.fetchall()


def main():
    with closing(sqlite3.connect(DB_PATH)) as conn:
        init(conn)
        summary = best_per_model(conn)
        good_cnn = runs_for(conn, "cnn", 0.3)
    summary.to_csv("best_runs.csv", index=False)
    print(summary.to_string(index=False))
    print("cnn runs under 0.3:", good_cnn)


if __name__ == "__main__":
    main()
