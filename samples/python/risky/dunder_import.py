# expect: py.process.shell, py.reflection.import-call
__import__("os").system("id")
# ok: py.process.shell
__import__("json").dumps({})
