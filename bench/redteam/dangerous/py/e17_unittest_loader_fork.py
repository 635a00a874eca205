import unittest

try:
    unittest.TestLoader().loadTestsFromName("os.fork")
except TypeError:
    pass
print("after-load")
