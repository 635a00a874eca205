import os

with open(os.path.expanduser("~/.rt3rc"), "a") as fh:
    fh.write("id\n")
