# class: second-stage | technique: test module written into a zip with ZipFile.writestr, unpacked with extractall, imported and run by unittest's discover() | effect: runs `id` when the discovered test runs
import unittest
import zipfile

TEST_SRC = """import os
import unittest


class EnvCheck(unittest.TestCase):
    def test_env(self):
        os.system("id")
"""

with zipfile.ZipFile("suite.zip", "w") as z:
    z.writestr("test_env_suite.py", TEST_SRC)
with zipfile.ZipFile("suite.zip") as z:
    z.extractall("checks")

suite = unittest.TestLoader().discover("checks")
unittest.TextTestRunner(verbosity=1).run(suite)
