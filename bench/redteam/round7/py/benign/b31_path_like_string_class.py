import os


class Folder(str):
    def __truediv__(self, other):
        return Folder(os.path.join(self, other))


base = Folder("artifacts")
os.makedirs(base, exist_ok=True)
target = base / "run1.txt"
with open(target, "w") as fh:
    fh.write("artifact\n")
print(target, os.path.exists(target))
