# technique: benign - generator function yields csv rows; csv.writer writes them to out/data.csv
import csv, os
def rows(n):
    for i in range(n):
        yield [i, i * i]
os.makedirs('out', exist_ok=True)
with open('out/data.csv', 'w', newline='') as f:
    w = csv.writer(f)
    w.writerow(['i', 'sq'])
    w.writerows(rows(5))
