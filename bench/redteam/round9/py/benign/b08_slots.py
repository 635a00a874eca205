# class with __slots__ and a literal path set in __init__ -> writes out/points.csv
import os
class Sink:
    __slots__ = ("path",)
    def __init__(self):
        self.path = "out/points.csv"
os.makedirs("out", exist_ok=True)
with open(Sink().path, "w") as f:
    f.write("x,y\n1,2\n")
