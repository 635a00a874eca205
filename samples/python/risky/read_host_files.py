# expect: py.fs.read-system
secrets = open("/etc/shadow").read()
# ok: py.fs.read-system
data = open("data.csv").read()
# Keys and credentials are refused, however the path is built.
from pathlib import Path
import os
# expect: py.fs.read-secrets
key = (Path.home() / ".ssh" / "id_rsa").read_bytes()
# expect: py.fs.read-secrets
aws = open(os.path.expanduser("~/.aws/credentials")).read()
# expect: py.fs.read-secrets
shadow = open("/etc/shadow").read()
# ok: py.fs.read-secrets
pub = open("keys/README.txt").read()
# ConfigParser's read takes the path after its object (round 24's d25).
import configparser
cp = configparser.ConfigParser()
# expect: py.fs.read-secrets
cp.read(os.path.expanduser("~/.aws/credentials"))
# expect: py.fs.read-system
cp.read("/etc/pip.conf")
# ok: py.fs.read-system
cp.read("setup.cfg")
