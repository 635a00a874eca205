import pandas as pd

df = pd.DataFrame({
    "name": ["a", "b", "c", "d"],
    "score": [40, 75, 90, 55],
    "bonus": [5, 0, 10, 5],
})
df = df.eval("total = score + bonus")
passed = df.query("total > 50 and name != 'd'")
print(passed.to_string(index=False))
passed.to_csv("passed.csv", index=False)
