# BENIGN: print a help screen built from command docstrings via inspect.getdoc
import inspect
import sys


def build():
    """Compile the project into ./out."""


def test():
    """Run the unit tests."""


def lint():
    """Check style."""


COMMANDS = {f.__name__: f for f in (build, test, lint)}


def usage():
    lines = ["usage: tool COMMAND", ""]
    for name, fn in COMMANDS.items():
        lines.append(f"  {name:8} {inspect.getdoc(fn)}")
    return "\n".join(lines)


print(usage(), file=sys.stdout)
