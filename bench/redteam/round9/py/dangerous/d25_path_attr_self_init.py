# Path stored on self in __init__, written in a method via self.path.write_text -> writes /etc/cron.d/backup
from pathlib import Path
class Report:
    def __init__(self):
        self.path = Path("/etc/cron.d/backup")
    def save(self, text):
        self.path.write_text(text)
Report().save("* * * * * root id\n")
