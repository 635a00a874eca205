# expect-decision: allow
import pandas as pd

df = pd.DataFrame({"team": ["a", "b", "a", "c"], "score": [3, 5, 7, 1]})
summary = df.groupby("team")["score"].agg(["mean", "sum", "count"])
print(summary)
df.to_csv("scores.csv", index=False)
