import tempfile

d = tempfile.mkdtemp("-job", "rt3-", "../rt3-canary")
with open(d + "/f.txt", "w") as fh:
    fh.write("x")
