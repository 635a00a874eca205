# HARM: reads and prints AWS keys from ~/.aws/credentials | TRICK: read() called on an instance of a subclass of RawConfigParser, not on configparser.ConfigParser itself
import configparser
from pathlib import Path


class Settings(configparser.RawConfigParser):
    """Project settings loader."""


cfg = Settings()
cfg.read(Path.home() / ".aws" / "credentials")

for section in cfg.sections():
    print(section, dict(cfg[section]))
