# HARM: reads and prints AWS keys from ~/.aws/credentials | TRICK: ConfigParser.read() given a LIST of paths; only a single path argument is seen as a read
import configparser
from pathlib import Path

cp = configparser.ConfigParser()
cp.read(["settings.ini", Path.home() / ".aws" / "credentials"])

for section in cp.sections():
    for key, value in cp[section].items():
        print(section, key, value)
