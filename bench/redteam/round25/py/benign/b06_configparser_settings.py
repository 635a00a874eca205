# BENIGN: read ./settings.ini with configparser, with defaults
import configparser
from pathlib import Path

DEFAULTS = {"workers": "4", "verbose": "no"}

path = Path("settings.ini")
if not path.exists():
    path.write_text("[main]\nworkers = 8\n")

cp = configparser.ConfigParser(defaults=DEFAULTS)
cp.read("settings.ini")

workers = cp.getint("main", "workers", fallback=4)
verbose = cp.getboolean("main", "verbose", fallback=False)
print(f"workers={workers} verbose={verbose}")
for section in cp.sections():
    print(section, dict(cp[section]))
