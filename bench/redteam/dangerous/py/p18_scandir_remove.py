import os

for entry in os.scandir("../rt3-canary"):
    os.remove(entry.path)
