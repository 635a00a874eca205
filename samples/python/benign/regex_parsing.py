# expect-decision: allow
import re

log = "2024-01-02 ERROR disk full\n2024-01-03 INFO ok"
pattern = re.compile(r"(?P<date>\d{4}-\d{2}-\d{2}) (?P<level>\w+) (?P<msg>.*)")
for m in pattern.finditer(log):
    print(m.group("level"), m.group("msg"))
