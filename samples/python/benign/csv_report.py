# expect-decision: allow
import csv

rows = [{"city": "Oslo", "temp": 4}, {"city": "Lima", "temp": 19}]
with open("weather.csv", "w", newline="") as f:
    writer = csv.DictWriter(f, fieldnames=["city", "temp"])
    writer.writeheader()
    writer.writerows(rows)
with open("weather.csv") as f:
    print(list(csv.DictReader(f)))
