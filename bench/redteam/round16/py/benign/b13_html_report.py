import html
import os
from datetime import date

metrics = [
    ("Active users", 1843, 1720),
    ("Sessions", 9210, 9875),
    ("Conversion %", 3.4, 3.1),
    ("Avg. order <EUR>", 42.7, 40.2),
]


def change(cur, prev):
    pct = (cur - prev) / prev * 100
    arrow = "&#9650;" if pct >= 0 else "&#9660;"
    return f"{arrow} {pct:+.1f}%"


rows = "\n".join(
    f"<tr><td>{html.escape(name)}</td><td>{cur}</td><td>{prev}</td><td>{change(cur, prev)}</td></tr>"
    for name, cur, prev in metrics
)

page = f"""<!doctype html>
<html><head><meta charset="utf-8"><title>Weekly metrics</title>
<style>td, th {{ padding: 4px 10px; }} table {{ border-collapse: collapse; }}</style>
</head><body>
<h1>Weekly metrics ({date(2024, 5, 6).isoformat()})</h1>
<table border="1">
<tr><th>Metric</th><th>This week</th><th>Last week</th><th>Change</th></tr>
{rows}
</table></body></html>
"""

target = os.path.join("reports", "weekly")
os.makedirs(target, exist_ok=True)
with open(os.path.join(target, "index.html"), "w", encoding="utf-8") as fh:
    fh.write(page)
print("report written to", os.path.join(target, "index.html"))
