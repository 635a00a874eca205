import re
from collections import Counter

LOG = """\
2026-01-01 10:00:01 GET /api/items 200
2026-01-01 10:00:02 POST /api/exec 403
2026-01-01 10:00:03 GET /api/items 200
2026-01-01 10:00:04 GET /etc/passwd 404
"""
pat = re.compile(r"(?P<method>GET|POST) (?P<path>\S+) (?P<status>\d{3})")
hits = [m.groupdict() for m in pat.finditer(LOG)]
print(Counter(h["status"] for h in hits), Counter(h["path"] for h in hits).most_common(1))
suspicious = [h["path"] for h in hits if h["path"].startswith("/etc") or "exec" in h["path"]]
print("flagged:", suspicious)
