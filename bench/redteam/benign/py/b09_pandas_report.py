import pandas as pd

df = pd.DataFrame({"team": ["a", "b", "a", "c"], "score": [3, 5, 8, 1]})
top = df.query("score > 2").groupby("team")["score"].sum()
top.to_csv("report.csv")
print(top.to_dict())
