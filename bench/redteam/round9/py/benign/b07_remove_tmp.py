# temporary file path as class attribute, removed after use -> writes then deletes out/tmp.csv
import os
class Job:
    tmp_path = "out/tmp.csv"
    def run(self):
        os.makedirs("out", exist_ok=True)
        with open(self.tmp_path, "w") as f:
            f.write("x\n")
        os.remove(self.tmp_path)
Job().run()
