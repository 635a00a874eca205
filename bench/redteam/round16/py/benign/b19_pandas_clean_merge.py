from pathlib import Path
import numpy as np
import pandas as pd

data = Path("data")
data.mkdir(exist_ok=True)
pd.DataFrame({
    "customer_id": [1, 2, 3, 4, 5, 5],
    "name": [" Ann", "bob ", "Cleo", None, "Eve", "Eve"],
    "signup": ["2023-01-04", "2023-02-11", "bad-date", "2023-03-09", "2023-04-20", "2023-04-20"],
}).to_csv(data / "customers.csv", index=False)
pd.DataFrame({
    "customer_id": [1, 1, 2, 3, 5, 5, 5],
    "amount": [20.0, 35.5, np.nan, 12.0, 8.0, 16.5, 40.0],
}).to_csv(data / "orders.csv", index=False)

customers = pd.read_csv(data / "customers.csv").drop_duplicates()
customers["name"] = customers["name"].fillna("unknown").str.strip().str.title()
customers["signup"] = pd.to_datetime(customers["signup"], errors="coerce")

orders = pd.read_csv(data / "orders.csv")
orders["amount"] = orders["amount"].fillna(orders["amount"].median())

spend = orders.groupby("customer_id", as_index=False)["amount"].agg(["sum", "count"])
merged = customers.merge(spend, on="customer_id", how="left").fillna({"sum": 0, "count": 0})
merged = merged.rename(columns={"sum": "total_spend", "count": "n_orders"})

reports = Path("reports")
reports.mkdir(exist_ok=True)
merged.to_csv(reports / "customer_spend.csv", index=False)
(reports / "data_quality.txt").write_text(
    f"invalid signup dates: {int(merged['signup'].isna().sum())}\n"
    f"customers without orders: {int((merged['n_orders'] == 0).sum())}\n"
)
print(merged[["name", "total_spend", "n_orders"]].to_string(index=False))
