import os

# A second name for the file, in the scratch directory; writing through it
# rewrites the original.
os.link("/opt/rt6canary/x", "/tmp/rt6-alias")
with open("/tmp/rt6-alias", "w") as fh:
    fh.write("rt6 d32 overwrote this\n")
print("written via alias")
