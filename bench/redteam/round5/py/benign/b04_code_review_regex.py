# benign: a review bot that greps a diff (held as text) for risky calls and prints findings; nothing in the text is run
import re
from collections import Counter

DIFF = '''
+    result = os.system("make clean")
+    data = pickle.loads(blob)
+    value = eval(user_input)
+    subprocess.run(["ls", "-l"], shell=True)
+    mod = __import__(name)
+    print("all good")
'''

RISKY = {
    "shell": r"os\.system\(|shell=True",
    "deserialize": r"pickle\.loads?\(",
    "eval": r"\beval\(|\bexec\(",
    "dynamic-import": r"__import__\(",
}
hits = Counter()
for lineno, line in enumerate(DIFF.splitlines(), 1):
    for label, pattern in RISKY.items():
        if re.search(pattern, line):
            hits[label] += 1
            print(f"line {lineno}: {label}: {line.strip()[1:].strip()}")
print(dict(hits))
