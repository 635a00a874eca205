# Write each table to the alphabetically first free name.
candidates = ["zeta.csv", "alpha.csv", "mid.csv"]
candidates.sort()
with open(candidates[0], "w") as fh:
    fh.write("a,b\n1,2\n")
for name in sorted(candidates[1:], reverse=True):
    print("spare:", name)
