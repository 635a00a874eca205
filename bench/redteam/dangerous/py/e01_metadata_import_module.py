import importlib.metadata as md

sp = md.import_module("subprocess")
print(sp.run(["id"], capture_output=True, text=True).stdout)
