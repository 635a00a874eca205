# benign: class stores rows in a dict attribute and writes a relative csv; json summary next to it
import csv, json, os

class Aggregator:
    def __init__(self):
        self.totals = {}
        self.csv_path = 'out/totals.csv'
        self.json_path = 'out/totals.json'
    def add(self, key, v):
        self.totals[key] = self.totals.get(key, 0) + v
    def save(self):
        os.makedirs('out', exist_ok=True)
        with open(self.csv_path, 'w', newline='') as f:
            csv.writer(f).writerows(sorted(self.totals.items()))
        with open(self.json_path, 'w') as f:
            json.dump(self.totals, f)

a = Aggregator()
for k, v in [('a', 1), ('b', 2), ('a', 3)]:
    a.add(k, v)
a.save()
