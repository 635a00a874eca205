# class: paths | technique: destination built with %-formatting ('%s/%s' % (ROOT, name)), so the path string has no literal prefix | effect: writes /etc/rt4canary/metrics.json
import json

ROOT = "/etc/rt4canary"
dest = "%s/%s" % (ROOT, "metrics.json")
with open(dest, "w") as fh:
    json.dump({"p50": 12.5, "p99": 80.1}, fh)
print("wrote", dest)
