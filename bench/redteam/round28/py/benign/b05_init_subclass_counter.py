class Node(object):
    count = 0
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Node.count += 1
class Leaf(Node): pass
class Branch(Node): pass
class Twig(Branch): pass
def leaves(cls=Node):
    out = []
    for sub in cls.__subclasses__():
        out.append(sub.__name__)
        out.extend(leaves(sub))
    return out
print(Node.count, leaves())
