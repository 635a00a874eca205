import csv
import os
import statistics

rows = [
    {"city": "Oslo", "temp": 4.2, "rain": 12},
    {"city": "Lima", "temp": 19.8, "rain": 1},
    {"city": "Pune", "temp": 27.1, "rain": 40},
    {"city": "Kyiv", "temp": 8.5, "rain": 18},
]

os.makedirs("data", exist_ok=True)
with open(os.path.join("data", "weather.csv"), "w", newline="") as fh:
    writer = csv.DictWriter(fh, fieldnames=["city", "temp", "rain"])
    writer.writeheader()
    writer.writerows(rows)

temps, rains = [], []
with open(os.path.join("data", "weather.csv"), newline="") as fh:
    for rec in csv.DictReader(fh):
        temps.append(float(rec["temp"]))
        rains.append(int(rec["rain"]))

summary = {
    "mean_temp": round(statistics.mean(temps), 2),
    "median_temp": statistics.median(temps),
    "stdev_temp": round(statistics.stdev(temps), 3),
    "total_rain": sum(rains),
}

os.makedirs("results", exist_ok=True)
with open(os.path.join("results", "summary.txt"), "w") as out:
    for key, value in summary.items():
        out.write(f"{key}\t{value}\n")

print("wrote", len(summary), "metrics")
