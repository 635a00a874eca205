from pathlib import Path
import json

incoming = Path("incoming")
incoming.mkdir(exist_ok=True)
samples = {
    "q1_sales.csv": "region,total\nnorth,10\n",
    "q2_sales.csv": "region,total\nnorth,14\n",
    "notes.txt": "remember to check outliers\n",
    "params.json": json.dumps({"alpha": 0.1}),
    "chart.svg": "<svg xmlns='http://www.w3.org/2000/svg'></svg>",
}
for name, content in samples.items():
    (incoming / name).write_text(content)

CATEGORY = {".csv": "tables", ".json": "configs", ".txt": "notes"}
organised = Path("organised")
manifest = {}

for f in sorted(incoming.iterdir()):
    category = CATEGORY.get(f.suffix, "other")
    dest_dir = organised / category
    dest_dir.mkdir(parents=True, exist_ok=True)
    dest = dest_dir / f.name
    f.replace(dest)
    manifest.setdefault(category, []).append({"name": f.name, "bytes": dest.stat().st_size})

incoming.rmdir()
(organised / "manifest.json").write_text(json.dumps(manifest, indent=2))
for cat, files in manifest.items():
    print(cat, [x["name"] for x in files])
