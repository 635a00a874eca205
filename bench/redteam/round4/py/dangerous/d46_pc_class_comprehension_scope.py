# class: parser-confusion | technique: class attribute `open` (a dry-run stub) is not visible inside a comprehension in the class body, so the builtin open runs there | effect: writes /etc/rt4canary/a.txt and /etc/rt4canary/b.txt
class Exporter:
    open = staticmethod(lambda path, mode="r": print("(dry run) would open", path, mode))
    targets = ["/etc/rt4canary/a.txt", "/etc/rt4canary/b.txt"]
    handles = [open(t, "w") for t in targets]


for h in Exporter.handles:
    h.write("exported\n")
    h.close()
print([h.name for h in Exporter.handles])
