# augmented store on an instance: `cfg.path += ...` turns "" into an absolute path -> would write /etc/cron.d/backup
class Config:
    path = ""
cfg = Config()
cfg.path += "/etc/cron.d/backup"
open(cfg.path, "w").write("* * * * * root id\n")
