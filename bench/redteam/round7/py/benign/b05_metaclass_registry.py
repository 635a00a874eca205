class Registry(type):
    members = {}

    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, ns)
        mcls.members[name] = cls
        return cls

    @property
    def label(cls):
        return cls.__name__.lower() + ".txt"


class Report(metaclass=Registry):
    label = "ignored.txt"


class Audit(metaclass=Registry):
    pass


for cls in Registry.members.values():
    with open(cls.label, "w") as fh:
        fh.write(cls.__name__ + "\n")
print(sorted(Registry.members))
