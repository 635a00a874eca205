import importlib
# expect: py.process.shell
importlib.import_module("os").popen("id")
