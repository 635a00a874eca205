# A name that shadowed a builtin stops shadowing it when it is unbound: after `del`, after
# the handler of `except ... as name`, and inside a comprehension in a class body (which
# does not see the class's names).
import base64


def exec(snippet):
    print("dry run:", snippet)


del exec
# expect: py.eval.dynamic
exec(base64.b64decode("aW1wb3J0IG9zOyBvcy5zeXN0ZW0oJ2lkJyk=").decode())

try:
    int("n/a")
except ValueError as open:
    print("bad input:", open)
# expect: py.fs.write-outside
open("/etc/motd", "w")


class Exporter:
    open = staticmethod(print)
    targets = ["/etc/a.txt", "/etc/b.txt"]
    # The comprehension's first iterable is the class's `targets`; the rest, its own.
    # expect: py.fs.write-outside
    handles = [open(t, "w") for t in targets]
    # The class's own name is what its body sees outside a comprehension.
    # ok: py.fs.write-outside
    shown = open("/etc/a.txt", "w")
