import os

os.chdir(os.path.split(os.getcwd())[0])
with open("rt3-canary/f.txt", "w") as fh:
    fh.write("x")
