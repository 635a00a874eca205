# Code in places a reader skims: the replacement fields nested in an f-string's format
# specifier run like any other, and a `match` captures attributes and items of its
# subject (`case object(system=run)` binds os.system).
width = 8
# expect: py.process.shell
print(f"{width:{__import__('os').system('id')}}")
match __import__("os"):
    case object(system=run):
        # expect: py.process.shell
        run("id")
match vars(__import__("os")):
    case {"system": run}:
        # expect: py.process.shell
        run("id")

# Ordinary format specs and patterns.
# ok: py.process.shell
print(f"{3.14159:{width}.{2}f}")
match {"name": "ada", "tags": ["x"]}:
    case {"name": str(name), "tags": [first, *rest]}:
        # ok: py.process.shell
        print(name, first, rest)
