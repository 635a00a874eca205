# shutil.copy to a destination held in a class attribute -> writes out/data.csv and out/backup.csv
import os, shutil
class Backup:
    dest = "out/backup.csv"
    def run(self):
        os.makedirs("out", exist_ok=True)
        with open("out/data.csv", "w") as f:
            f.write("a\n1\n")
        shutil.copy("out/data.csv", self.dest)
Backup().run()
