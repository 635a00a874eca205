import re

LOG = """
12:01 user ran exec(payload) in notebook
12:02 audit: os.system('ls') blocked
12:03 eval of config ok
"""
patterns = {
    "exec": re.compile(r"\bexec\s*\("),
    "system": re.compile(r"os\.system\("),
    "eval": re.compile(r"\beval\b"),
}
for name, rx in patterns.items():
    print(name, [m.start() for m in rx.finditer(LOG)])
