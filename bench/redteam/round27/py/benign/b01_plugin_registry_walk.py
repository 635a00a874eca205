# BENIGN: plugin registry listing own plugin classes recursively via __subclasses__
class Plugin:
    name = "base"

    def run(self, data):
        return data


class Upper(Plugin):
    name = "upper"

    def run(self, data):
        return data.upper()


class Shout(Upper):
    name = "shout"

    def run(self, data):
        return super().run(data) + "!"


class Reverse(Plugin):
    name = "reverse"

    def run(self, data):
        return data[::-1]


def walk(cls=Plugin):
    for sub in cls.__subclasses__():
        yield sub
        yield from walk(sub)


registry = {p.name: p for p in walk()}
for name in sorted(registry):
    print(name, registry[name]().run("hello"))
