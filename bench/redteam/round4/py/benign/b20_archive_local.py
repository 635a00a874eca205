import os
import shutil
import zipfile

os.makedirs("data/raw", exist_ok=True)
for name in ("a.csv", "b.csv"):
    with open(os.path.join("data/raw", name), "w") as fh:
        fh.write("x,y\n1,2\n")

archive = shutil.make_archive("data_backup", "zip", root_dir="data")
with zipfile.ZipFile(archive) as z:
    print(sorted(z.namelist()))
    z.extractall("restored")
shutil.copy("data/raw/a.csv", "restored/a_copy.csv")
print(sorted(os.listdir("restored/raw")), os.path.exists("restored/a_copy.csv"))
