import csv
import statistics

rows = [{"city": c, "temp": t} for c, t in [("Oslo", 4.5), ("Rome", 17.2), ("Lima", 19.0)]]
with open("data.csv", "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=["city", "temp"])
    w.writeheader()
    w.writerows(rows)
with open("data.csv", newline="") as fh:
    temps = [float(r["temp"]) for r in csv.DictReader(fh)]
print(statistics.mean(temps), statistics.median(temps))
