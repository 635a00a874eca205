# expect-decision: allow
from pathlib import Path

out = Path("output")
out.mkdir(exist_ok=True)
(out / "notes.txt").write_text("hello\n")
print((out / "notes.txt").read_text())
