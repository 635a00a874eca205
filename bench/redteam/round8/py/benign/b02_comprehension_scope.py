# technique: comprehension reuses the name of an outer variable (comprehension variables do not leak in Python 3) -> writes summary.csv in the working directory
import csv

name = 'summary.csv'
columns = ['a', 'b', 'c']
headers = [name.upper() for name in columns]
with open(name, 'w', newline='') as fh:
    csv.writer(fh).writerow(headers)
