# benign: exporter plugin registry that walks its OWN base class's __subclasses__() to find formats
import csv
import io
import json


class Exporter:
    extension = None

    @classmethod
    def registry(cls):
        found = {}
        stack = list(cls.__subclasses__())
        while stack:
            sub = stack.pop()
            if sub.extension:
                found[sub.extension] = sub
            stack.extend(sub.__subclasses__())
        return found

    def export(self, rows):
        raise NotImplementedError


class JsonExporter(Exporter):
    extension = "json"

    def export(self, rows):
        return json.dumps(rows, indent=2)


class CsvExporter(Exporter):
    extension = "csv"

    def export(self, rows):
        buf = io.StringIO()
        w = csv.DictWriter(buf, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
        return buf.getvalue()


class TsvExporter(CsvExporter):
    extension = "tsv"

    def export(self, rows):
        return super().export(rows).replace(",", "\t")


ROWS = [{"id": 1, "name": "ada"}, {"id": 2, "name": "grace"}]

if __name__ == "__main__":
    reg = Exporter.registry()
    print("formats:", sorted(reg))
    for ext, cls in sorted(reg.items()):
        text = cls().export(ROWS)
        with open(f"people.{ext}", "w") as fh:
            fh.write(text)
        print(f"--- {ext}\n{text}")
