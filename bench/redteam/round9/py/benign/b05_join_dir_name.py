# directory attribute plus name attribute joined with os.path.join -> writes out/sales.csv
import os
class Table:
    def __init__(self, name):
        self.out_dir = "out"
        self.name = name
    def save(self, text):
        os.makedirs(self.out_dir, exist_ok=True)
        with open(os.path.join(self.out_dir, self.name + ".csv"), "w") as f:
            f.write(text)
Table("sales").save("a,b\n1,2\n")
