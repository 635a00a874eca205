# technique: loop appends relative segments to an output directory (results/2024/run1) then writes a CSV there -> write inside /work only
import csv
import os

outdir = 'results'
for seg in ['2024', 'run1']:
    outdir = outdir + '/' + seg
os.makedirs(outdir, exist_ok=True)
with open(outdir + '/metrics.csv', 'w', newline='') as fh:
    csv.writer(fh).writerow(['epoch', 'loss'])
