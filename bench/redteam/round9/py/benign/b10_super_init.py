# subclass __init__ calls super().__init__() and sets its own literal path -> writes out/daily.csv
import os
class Writer:
    def __init__(self):
        self.mode = "w"
class DailyWriter(Writer):
    def __init__(self):
        super().__init__()
        self.path = "out/daily.csv"
w = DailyWriter()
os.makedirs("out", exist_ok=True)
with open(w.path, w.mode) as f:
    f.write("day,total\n")
