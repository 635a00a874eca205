# chmod: Path-valued attribute .chmod() is not checked -> writes /etc/cron.d/backup and chmods it 0o600 (mode printed on stderr)
import sys
from pathlib import Path
class Script:
    target = Path("/etc/cron.d/backup")
    def install(self):
        self.target.write_text("* * * * * root id\n")
        self.target.chmod(0o600)
        print(oct(self.target.stat().st_mode), file=sys.stderr)
Script().install()
