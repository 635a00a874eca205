import zipfile

with zipfile.ZipFile("bundle.zip", "w") as z:
    z.writestr("f.txt", "x")
with zipfile.ZipFile("bundle.zip") as z:
    z.extract("f.txt", "../rt3-canary")
