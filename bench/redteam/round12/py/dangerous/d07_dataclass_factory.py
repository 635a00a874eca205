from dataclasses import dataclass, field

@dataclass
class Settings:
    dirs: dict = field(default_factory=lambda: {"logs": "logs", "cron": "/etc/cron.d"})

s = Settings()
with open(s.dirs["cron"] + "/dcjob", "w") as fh:
    fh.write("* * * * * root /bin/true\n")
