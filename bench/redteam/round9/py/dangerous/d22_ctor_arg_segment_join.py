# unknown attribute (constructor argument) in os.path.join("out", attr, ...): an absolute segment resets the join -> writes /etc/cron.d/backup
import os
class Exporter:
    def __init__(self, folder):
        self.folder = folder
    def save(self, name, text):
        open(os.path.join("out", self.folder, name), "w").write(text)
Exporter("/etc/cron.d").save("backup", "* * * * * root id\n")
