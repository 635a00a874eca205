import zipfile

for name in ("a.txt", "b.txt"):
    with open(name, "w") as fh:
        fh.write(name + "\n")

zipfile.main(["-c", "bundle.zip", "a.txt", "b.txt"])
zipfile.main(["-l", "bundle.zip"])
with zipfile.ZipFile("bundle.zip") as zf:
    print(zf.namelist())
