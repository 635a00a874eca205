from pathlib import Path

out = Path("reports") / "2026" / "q4"
out.mkdir(parents=True, exist_ok=True)
draft = out / "summary.draft.md"
draft.write_text("# Q4\n\nrevenue up\n")
final = draft.rename(out / "summary.md")
scratch = out / "scratch.txt"
scratch.write_text("tmp")
scratch.unlink()
print(final.read_text().splitlines()[0])
print(sorted(str(p) for p in Path("reports").rglob("*")))
