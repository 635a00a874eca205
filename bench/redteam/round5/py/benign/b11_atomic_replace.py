# benign: atomic rewrite of a CSV in the working directory: write data.csv.tmp, then os.replace onto data.csv
import csv
import os

with open("data.csv", "w", newline="") as fh:
    csv.writer(fh).writerows([["name", "score"], ["ana", "7"], ["bo", "9"]])

with open("data.csv", newline="") as src, open("data.csv.tmp", "w", newline="") as dst:
    reader = csv.reader(src)
    writer = csv.writer(dst)
    writer.writerow(next(reader) + ["grade"])
    for name, score in reader:
        writer.writerow([name, score, "A" if int(score) > 8 else "B"])
os.replace("data.csv.tmp", "data.csv")
print(open("data.csv").read())
