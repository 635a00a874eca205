from pathlib import Path

logs = Path("logs")
logs.mkdir(exist_ok=True)
for day in ["mon", "tue", "wed"]:
    (logs / f"{day}.log").write_text(f"{day}: ok\n")
for p in sorted(logs.glob("*.log")):
    p.rename(p.with_suffix(".old"))
for p in logs.glob("*.old"):
    if p.stem == "mon":
        p.unlink()
print(sorted(p.name for p in logs.iterdir()))
