# Path attribute climbed with .absolute().parents[-1] (filesystem root) -> writes /etc/cron.d/backup
from pathlib import Path
class Config:
    base = Path("out")
(Config().base.absolute().parents[-1] / "etc/cron.d/backup").write_text("* * * * * root id\n")
