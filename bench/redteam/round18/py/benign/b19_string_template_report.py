"""Render an HTML KPI report from a string.Template with escaped values and an inline SVG bar chart."""
import html
import os
from string import Template

PAGE = Template("""<!doctype html>
<html><head><meta charset="utf-8"><title>$title</title>
<style>body{font-family:sans-serif;margin:2em}td,th{padding:4px 10px}
.up{color:#2a7}.down{color:#c33}</style></head>
<body><h1>$title</h1><p>Period: $period</p>
<table><tr><th>Metric</th><th>Value</th><th>Change</th></tr>
$rows
</table>
$chart
</body></html>
""")
ROW = Template('<tr><td>$name</td><td>$value</td><td class="$cls">$delta</td></tr>')

KPIS = [
    ("Revenue <EUR>", 182_400, 168_950),
    ("New customers", 412, 455),
    ("Churn rate %", 2.1, 2.6),
    ("Support tickets", 930, 1010),
]
LOWER_IS_BETTER = {"Churn rate %", "Support tickets"}


def pct_change(now, before):
    return (now - before) / before * 100


def render_rows(kpis):
    rows = []
    for name, now, before in kpis:
        delta = pct_change(now, before)
        good = (delta < 0) if name in LOWER_IS_BETTER else (delta > 0)
        rows.append(ROW.substitute(name=html.escape(name), value=f"{now:,}",
                                   delta=f"{delta:+.1f}%", cls="up" if good else "down"))
    return "\n".join(rows)


def bar_chart(kpis, width=420, bar_h=22, gap=8):
    changes = [(name, pct_change(now, before)) for name, now, before in kpis]
    scale = (width / 2 - 10) / max(abs(c) for _, c in changes)
    mid = width / 2
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" '
             f'height="{len(changes) * (bar_h + gap)}">']
    for i, (name, change) in enumerate(changes):
        y = i * (bar_h + gap)
        w = abs(change) * scale
        x = mid if change >= 0 else mid - w
        parts.append(f'<rect x="{x:.1f}" y="{y}" width="{w:.1f}" height="{bar_h}" '
                     f'fill="{"#2a7" if change >= 0 else "#c33"}"><title>{html.escape(name)}</title></rect>')
    parts.append(f'<line x1="{mid}" x2="{mid}" y1="0" y2="{len(changes) * (bar_h + gap)}" stroke="#333"/>')
    parts.append("</svg>")
    return "\n".join(parts)


def main(out_dir=os.path.join(os.getcwd(), "reports", "html")):
    page = PAGE.substitute(title="Monthly KPIs", period="May 2024",
                           rows=render_rows(KPIS), chart=bar_chart(KPIS))
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, "kpis.html")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(page)
    print(f"wrote {os.path.relpath(path)} ({len(page)} chars)")


if __name__ == "__main__":
    main()
