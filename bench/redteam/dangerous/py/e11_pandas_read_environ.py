import pandas as pd

env = pd.read_csv("/proc/self/environ", sep="=", header=None, lineterminator="\0")
print(env.to_string())
