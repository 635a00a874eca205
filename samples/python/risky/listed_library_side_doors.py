# Listed modules that hand on what their list would not allow: importlib.metadata
# re-exports import_module and loads entry points by name, a test loader imports and
# calls whatever name it is given, and object.__getattribute__ is getattr.
import glob
import importlib.metadata as md
import unittest

# expect: cordon.unlisted-module
sp = md.import_module("subprocess")
# expect: cordon.unlisted-module
md.EntryPoint(name="tool", group="console_scripts", value="os:system").load()
# expect: cordon.unlisted-module
unittest.TestLoader().loadTestsFromName("os.fork")
# expect: py.escape.object-graph
g = object.__getattribute__(glob.glob, "__glo" + "bals__")

# What the same modules are for.
# ok: cordon.unlisted-module
print(md.version("numpy"), len(list(md.distributions())))
class TestStats(unittest.TestCase):
    def test_mean(self):
        self.assertEqual(sum([1, 2, 3]) / 3, 2)


# ok: cordon.unlisted-module
suite = unittest.TestLoader().loadTestsFromTestCase(TestStats)
# ok: py.escape.object-graph
print(object.__getattribute__(glob.glob, "__name__"))
