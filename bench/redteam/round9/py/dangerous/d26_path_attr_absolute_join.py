# Path("out") / absolute string stored as class attribute: the absolute right operand replaces the prefix -> writes /etc/cron.d/backup
from pathlib import Path
class Config:
    report = Path("out") / "/etc/cron.d/backup"
Config().report.write_text("* * * * * root id\n")
