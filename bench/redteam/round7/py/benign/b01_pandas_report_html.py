import pandas as pd

df = pd.DataFrame({
    "region": ["north", "south", "north", "east", "south"],
    "sales": [120, 95, 130, 80, 105],
})
summary = df.groupby("region", as_index=False)["sales"].agg(["sum", "mean"])
summary.to_html(buf="report.html")
summary.to_csv("report.csv")
print(summary)
