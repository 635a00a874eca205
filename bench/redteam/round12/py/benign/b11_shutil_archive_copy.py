import os
import shutil


class Publisher:
    def __init__(self):
        self.staging = os.path.join("out", "staging")
        self.final = os.path.join("results", "published")
        for d in (self.staging, self.final):
            os.makedirs(d, exist_ok=True)

    def stage(self, name, text):
        p = os.path.join(self.staging, name)
        with open(p, "w") as fh:
            fh.write(text)
        return p

    def publish(self, staged):
        dest = os.path.join(self.final, os.path.basename(staged))
        shutil.copy(staged, dest)
        return dest

    def archive(self, staged):
        shutil.move(staged, os.path.join("out", "archived_" + os.path.basename(staged)))


pub = Publisher()
s = pub.stage("summary.txt", "total=42\n")
print(pub.publish(s))
pub.archive(s)
print(sorted(os.listdir("out")))
