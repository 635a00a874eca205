# BENIGN: iterative worklist over own class hierarchy (decorated registration) collecting concrete commands
COMMANDS = {}


def command(cls):
    COMMANDS[cls.__name__.lower()] = cls
    return cls


class Command:
    abstract = True


@command
class Build(Command):
    abstract = False


@command
class Test(Command):
    abstract = False


class Deploy(Command):
    abstract = True


@command
class DeployStaging(Deploy):
    abstract = False


def concrete(root=Command):
    todo = [root]
    out = []
    while todo:
        k = todo.pop()
        for sub in k.__subclasses__():
            todo.append(sub)
            if not sub.abstract:
                out.append(sub.__name__)
    return sorted(out)


print(concrete())
print(sorted(COMMANDS))
