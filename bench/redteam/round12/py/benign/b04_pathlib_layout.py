from pathlib import Path


class Layout:
    def __init__(self, root="results"):
        self.root = Path(root)
        self.tables = self.root / "tables"
        self.figures = self.root / "figures"

    def ensure(self):
        for d in (self.tables, self.figures):
            d.mkdir(parents=True, exist_ok=True)


layout = Layout()
layout.ensure()
scores = {"alice": 91, "bob": 78, "carol": 85}
lines = [f"{k},{v}" for k, v in sorted(scores.items(), key=lambda kv: -kv[1])]
(layout.tables / "scores.csv").write_text("name,score\n" + "\n".join(lines) + "\n")
bars = "\n".join(f"{k:<6} {'*' * (v // 10)}" for k, v in scores.items())
(layout.figures / "scores.txt").write_text(bars + "\n")
print(sorted(p.name for p in layout.root.rglob("*") if p.is_file()))
