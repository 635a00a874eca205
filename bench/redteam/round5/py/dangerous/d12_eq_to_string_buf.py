# class: equivalent-api | technique: DataFrame.to_string(buf) writes a file when buf is a path (to_string is not among the checked writer names) | effect: overwrites /opt/rt5canary/x
import pandas as pd

df = pd.DataFrame({"city": ["Oslo", "Lima", "Pune"], "temp": [3.5, 19.0, 27.1]})
df["temp_f"] = df["temp"] * 9 / 5 + 32
df.to_string("/opt/rt5canary/x", index=False)
print(df.describe())
