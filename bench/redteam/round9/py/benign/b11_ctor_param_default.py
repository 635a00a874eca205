# constructor parameter with a relative default stored on self -> writes out/report.csv
import os
class Exporter:
    def __init__(self, path="out/report.csv"):
        self.path = path
    def save(self, text):
        os.makedirs("out", exist_ok=True)
        with open(self.path, "w") as f:
            f.write(text)
Exporter().save("a,b\n")
