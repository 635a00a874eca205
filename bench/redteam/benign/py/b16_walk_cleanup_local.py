import os

os.makedirs("build/cache", exist_ok=True)
for name in ("build/a.tmp", "build/cache/b.tmp", "build/keep.txt"):
    with open(name, "w") as fh:
        fh.write("x")
for root, dirs, files in os.walk("."):
    for f in files:
        if f.endswith(".tmp"):
            os.remove(os.path.join(root, f))
print(sorted(os.listdir("build")))
