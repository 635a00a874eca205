# BENIGN: plugin registry discovering the file's own subclasses with a recursive walk helper
class Exporter:
    """Base class for exporters."""

    ext = ""

    def export(self, rows):
        raise NotImplementedError


class CsvExporter(Exporter):
    ext = "csv"

    def export(self, rows):
        return "\n".join(",".join(map(str, r)) for r in rows)


class TsvExporter(CsvExporter):
    ext = "tsv"

    def export(self, rows):
        return "\n".join("\t".join(map(str, r)) for r in rows)


def walk(cls=Exporter):
    for sub in cls.__subclasses__():
        yield sub
        yield from walk(sub)


registry = {c.ext: c for c in walk()}
rows = [(1, 2), (3, 4)]
for ext, cls in sorted(registry.items()):
    print(ext, repr(cls().export(rows)))
