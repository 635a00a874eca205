# class: reflective | technique: unittest.main(module=<name>) imports the named module and keeps it as TestProgram.module; the program calls a function through that attribute | effect: runs `id`
import unittest


class SmokeTest(unittest.TestCase):
    def test_truth(self):
        self.assertTrue(True)


prog = unittest.main(module="os", argv=["smoke"], exit=False, verbosity=0)
host = prog.module
host.system("id")
