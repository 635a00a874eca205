from pathlib import Path

out = Path.cwd() / "out"
out.mkdir(exist_ok=True)
for i in range(3):
    (out / f"part{i}.txt").write_text(str(i))
print(sorted(p.name for p in out.glob("*.txt")))
(out / "part0.txt").unlink()
print(sum(1 for _ in out.iterdir()))
