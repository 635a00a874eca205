"""Prints hyperfine's JSON export (its --export-json file, the only argument) as the
Markdown table bench/RESULTS.md uses: command, median, p95 and range in milliseconds."""
import json
import statistics
import sys

print("| command | median ms | p95 ms | min–max ms |")
print("|---|---|---|---|")
for r in json.load(open(sys.argv[1]))["results"]:
    t = sorted(x * 1000 for x in r["times"])
    p95 = t[min(len(t) - 1, int(round(0.95 * (len(t) - 1))))]
    print(f"| {r['command']} | {statistics.median(t):.0f} | {p95:.0f} | {t[0]:.0f}–{t[-1]:.0f} |")
