# expect: py.fs.read-system
secrets = open("/etc/shadow").read()
# ok: py.fs.read-system
data = open("data.csv").read()
