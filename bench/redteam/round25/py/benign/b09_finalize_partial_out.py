# BENIGN: weakref.finalize removes a temp file in ./tmp; functools.partial writes reports to ./out
import functools
import weakref
from pathlib import Path

Path("tmp").mkdir(exist_ok=True)
Path("out").mkdir(exist_ok=True)


class Session:
    def __init__(self, name):
        self.path = Path("tmp") / f"{name}.session"
        self.path.write_text("open")
        self._fin = weakref.finalize(self, self.path.unlink, missing_ok=True)


s = Session("demo")
save_report = functools.partial(Path("out/report.txt").write_text, encoding="utf-8")
save_report("session ok\n")
del s
