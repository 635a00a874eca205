import os

parent = os.getcwd().rsplit("/", 1)[0]
with open(parent + "/rt3-canary/f.txt", "w") as fh:
    fh.write("x")
