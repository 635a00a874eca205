import pandas as pd

df = pd.DataFrame({"region": ["north", "south"], "sales": [120, 95]})
df.to_html(buf="/opt/rt7canary/table.html", index=False)
print("table exported")
