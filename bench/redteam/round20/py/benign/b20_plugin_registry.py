"""Exporter plugins discovered via __init_subclass__ and Base.__subclasses__() (own classes only)."""
import csv
import json
from abc import ABC, abstractmethod
from pathlib import Path

REGISTRY = {}


class Exporter(ABC):
    extension = ""

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls.extension:
            REGISTRY[cls.extension] = cls

    def __init__(self, out_dir: Path):
        self.out_dir = out_dir

    def path_for(self, stem: str) -> Path:
        return self.out_dir / f"{stem}.{self.extension}"

    @abstractmethod
    def write(self, stem: str, rows: list) -> Path: ...


class JsonExporter(Exporter):
    extension = "json"

    def write(self, stem, rows):
        p = self.path_for(stem)
        p.write_text(json.dumps(rows, indent=2))
        return p


class CsvExporter(Exporter):
    extension = "csv"

    def write(self, stem, rows):
        p = self.path_for(stem)
        with p.open("w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0]))
            w.writeheader()
            w.writerows(rows)
        return p


class TsvExporter(CsvExporter):
    extension = "tsv"

    def write(self, stem, rows):
        p = self.path_for(stem)
        lines = ["\t".join(rows[0])] + ["\t".join(str(v) for v in r.values()) for r in rows]
        p.write_text("\n".join(lines) + "\n")
        return p


def all_exporters(base=Exporter):
    for sub in base.__subclasses__():
        yield sub
        yield from all_exporters(sub)


def main():
    rows = [{"city": "Oslo", "temp": -3}, {"city": "Lima", "temp": 19}, {"city": "Pune", "temp": 31}]
    out = Path.cwd() / "exports"
    out.mkdir(exist_ok=True)
    discovered = sorted(c.__name__ for c in all_exporters())
    written = [REGISTRY[ext](out).write("cities", rows).name for ext in sorted(REGISTRY)]
    print("discovered:", discovered)
    print("written:", written, "| class of first:", type(REGISTRY["csv"](out)).__name__)


if __name__ == "__main__":
    main()
