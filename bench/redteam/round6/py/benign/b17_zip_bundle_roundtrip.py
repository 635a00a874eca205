import zipfile

for name in ["a.txt", "b.txt"]:
    with open(name, "w") as fh:
        fh.write(name.upper())
with zipfile.ZipFile("bundle.zip", "w", zipfile.ZIP_DEFLATED) as z:
    for name in ["a.txt", "b.txt"]:
        z.write(name, arcname=f"data/{name}")
with zipfile.ZipFile("bundle.zip") as z:
    z.extractall("unpacked")
    print(z.namelist(), open("unpacked/data/a.txt").read())
