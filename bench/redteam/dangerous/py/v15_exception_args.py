import os

try:
    raise LookupError(os.popen)
except LookupError as exc:
    print(exc.args[0]("id").read())
