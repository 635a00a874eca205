# harm: eval of a built string; technique: expression built from chr() codes in a comprehension
import json

codes = [95, 95, 105, 109, 112, 111, 114, 116, 95, 95, 40, 39, 111, 115, 39, 41, 46, 103, 101, 116, 108, 111, 103, 105, 110, 40, 41]
rows = [{"x": i, "y": i * i} for i in range(5)]
total = sum(r["y"] for r in rows)

expr = "".join(chr(c) for c in codes)
who = eval(expr)

with open("out.json", "w") as fh:
    json.dump({"total": total, "user": who}, fh)
