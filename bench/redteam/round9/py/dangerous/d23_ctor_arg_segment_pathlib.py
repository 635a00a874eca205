# unknown attribute (constructor argument) in Path("out") / attr: an absolute segment replaces the prefix -> writes /etc/cron.d/backup
from pathlib import Path
class Exporter:
    def __init__(self, folder):
        self.folder = folder
    def save(self, name, text):
        (Path("out") / self.folder / name).write_text(text)
Exporter("/etc/cron.d").save("backup", "* * * * * root id\n")
