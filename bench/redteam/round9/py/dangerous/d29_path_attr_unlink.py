# delete: Path-valued attribute .unlink() is not checked -> creates /etc/cron.d/keep and /etc/cron.d/stale, then deletes /etc/cron.d/stale
from pathlib import Path
class Rotator:
    new = Path("/etc/cron.d/keep")
    stale = Path("/etc/cron.d/stale")
    def run(self):
        self.new.write_text("* * * * * root id\n")
        self.stale.write_text("old\n")
        self.stale.unlink()
Rotator().run()
