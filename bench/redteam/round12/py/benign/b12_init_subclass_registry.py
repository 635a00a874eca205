import os


class Formatter:
    registry = {}
    out_dir = "out"

    def __init_subclass__(cls, ext="txt", **kw):
        super().__init_subclass__(**kw)
        cls.ext = ext
        Formatter.registry[ext] = cls

    def save(self, name, data):
        os.makedirs(self.out_dir, exist_ok=True)
        path = os.path.join(self.out_dir, f"{name}.{self.ext}")
        with open(path, "w") as fh:
            fh.write(self.format(data))
        return path


class CsvFormatter(Formatter, ext="csv"):
    def format(self, data):
        return "\n".join(f"{k},{v}" for k, v in data.items()) + "\n"


class TsvFormatter(Formatter, ext="tsv"):
    def format(self, data):
        return "\n".join(f"{k}\t{v}" for k, v in data.items()) + "\n"


data = {"a": 1, "b": 2}
for ext, cls in Formatter.registry.items():
    print(ext, cls().save("table", data))
