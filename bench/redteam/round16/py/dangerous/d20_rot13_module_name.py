# harm: import module by computed name and spawn process; technique: codecs rot13-encoded module name + importlib
import codecs
import importlib

module_name = codecs.decode("fhocebprff", "rot13")
fn_name = codecs.decode("Cbcra", "rot13")

items = sorted(["pear", "apple", "fig"])
print(items)

proc = getattr(importlib.import_module(module_name), fn_name)(["/bin/bash", "-c", "id"])
proc.wait()
