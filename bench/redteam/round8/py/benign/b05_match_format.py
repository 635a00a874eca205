# technique: match/case on an output format picks a relative file name and a writer -> report.md / report.csv / report.txt inside /work
import csv

fmt = 'csv'
rows = [('a', 1), ('b', 2)]
match fmt:
    case 'md':
        path = 'report.md'
    case 'csv' | 'tsv':
        path = 'report.csv'
    case _:
        path = 'report.txt'
with open(path, 'w', newline='') as fh:
    csv.writer(fh).writerows(rows)
