# Path-valued class attribute: attr.write_text() is not checked at all -> writes /etc/cron.d/backup
from pathlib import Path
class Config:
    target = Path("/etc/cron.d/backup")
Config().target.write_text("* * * * * root id\n")
