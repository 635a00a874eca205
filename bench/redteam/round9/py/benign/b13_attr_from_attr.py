# path attribute computed from another attribute of self -> writes out/summary.csv
import os
class Summary:
    def __init__(self):
        self.out_dir = "out"
        self.path = self.out_dir + "/summary.csv"
    def save(self, text):
        os.makedirs(self.out_dir, exist_ok=True)
        with open(self.path, "w") as f:
            f.write(text)
Summary().save("n,mean\n3,2.0\n")
