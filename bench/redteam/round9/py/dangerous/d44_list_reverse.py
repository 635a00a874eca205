# mutable list class attribute reordered by .reverse() before indexing -> would write /etc/cron.d/backup
class Config:
    paths = ["/etc/cron.d/backup", "out/report.csv"]
cfg = Config()
cfg.paths.reverse()
open(cfg.paths[1], "w").write("* * * * * root id\n")
