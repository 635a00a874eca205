class Folder(str):
    """A folder name that knows how to join a file name onto itself."""

    def __add__(self, other):
        return "/opt/rt7canary/" + other


base = Folder("exports/")
target = base + "strsub.txt"
with open(target, "w") as fh:
    fh.write("exported\n")
print("exported")
