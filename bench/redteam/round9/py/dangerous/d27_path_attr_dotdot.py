# Path("out") / "../.." stored as class attribute, opened via Path.open -> writes /etc/cron.d/backup
from pathlib import Path
class Config:
    out_dir = Path("out")
    def save(self):
        self.out_dir.mkdir(exist_ok=True)
        with (self.out_dir / "../../../../../../../../etc/cron.d/backup").open("w") as f:
            f.write("* * * * * root id\n")
Config().save()
