# expect-decision: allow
# A plugin registry that lists its own classes with __subclasses__(): the subclasses
# of a class statement of the file are classes of the file, so the walk reaches nothing
# the file did not write. Decorated with a function that hands the class back, walked
# recursively from a default, and from an ABC base.
from abc import ABC, abstractmethod

REGISTERED = []


def register(cls):
    REGISTERED.append(cls.__name__)
    return cls


class Exporter(ABC):
    suffix = ".txt"

    @abstractmethod
    def render(self, rows):
        ...


@register
class CsvExporter(Exporter):
    suffix = ".csv"

    def render(self, rows):
        return "\n".join(",".join(map(str, row)) for row in rows)


@register
class TsvExporter(CsvExporter):
    suffix = ".tsv"

    def render(self, rows):
        return "\n".join("\t".join(map(str, row)) for row in rows)


def walk(cls=Exporter):
    for sub in cls.__subclasses__():
        yield sub
        yield from walk(sub)


rows = [(1, "a"), (2, "b")]
for kind in sorted(walk(), key=lambda c: c.__name__):
    print(kind.__name__, kind.suffix, kind().render(rows).splitlines()[0])
print([c.__name__ for c in Exporter.__subclasses__()], REGISTERED)

if __name__ == "__main__":
    print("done")
