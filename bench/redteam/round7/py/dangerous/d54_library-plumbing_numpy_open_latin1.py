from numpy.compat import py3k

with py3k.open_latin1("/opt/rt7canary/latin1.txt", "w") as fh:
    fh.write("legacy export\n")
print("exported")
