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
