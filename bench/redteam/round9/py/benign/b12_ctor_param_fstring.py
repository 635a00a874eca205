# path built with an f-string from a constructor argument under out/ -> writes out/sales.csv
import os
class Report:
    def __init__(self, name):
        self.path = f"out/{name}.csv"
    def save(self, text):
        os.makedirs("out", exist_ok=True)
        with open(self.path, "w") as f:
            f.write(text)
Report("sales").save("a,b\n")
