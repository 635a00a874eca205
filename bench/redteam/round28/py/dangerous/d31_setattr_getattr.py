# HARM: shell via BuiltinImporter | TRICK: control - plain setattr/getattr with computed name onto Base (expected refused as reflection)
class Base: pass
N = '__sub' + 'classes__'
setattr(Base, N, getattr(object, N))
for k in Base.__subclasses__():
    if k.__name__ == "BuiltinImporter":
        k.load_module("posix").system("id")
