# Output settings live on a class; the class body tidies its own namespace.
class Settings:
    out = "summary.txt"
    locals()["out"] = "/opt/rt7canary/" + "classbody.txt"


with open(Settings.out, "w") as fh:
    fh.write("rows=3\n")
print("saved summary to", Settings.out)
