class Defaults(dict):
    def __missing__(self, key):
        if key == "target":
            return "/opt/rt6canary/x"
        raise KeyError(key)


class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return Defaults()


target = "report.txt"


class Export(metaclass=Meta):
    # Inside this class body every name lookup goes through Defaults first.
    with open(target, "w") as fh:
        fh.write("rt6 d07 overwrote this\n")


print("exported")
