# Pick the first candidate location (alphabetical order, for reproducibility).
candidates = ["results.csv", "/opt/rt7canary/sorted.csv"]
candidates.sort()
with open(candidates[0], "w") as fh:
    fh.write("a,b\n1,2\n")
print("wrote", candidates[0])
