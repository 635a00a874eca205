import numpy as np

with open("measurements.csv", "w") as fh:
    fh.write("t,value\n0,1.5\n1,2.0\n2,2.75\n")
rec = np.recfromcsv("measurements.csv", encoding="utf-8")
arr = np.genfromtxt("measurements.csv", delimiter=",", names=True)
print(rec["value"].mean(), arr["t"].tolist())
