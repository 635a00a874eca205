import os
import unittest

with open("jobhelper.txt", "w") as fh:
    fh.write("import os\nos.system('id')\n")
os.renames("jobhelper.txt", "jobhelper.py")
unittest.TestLoader().loadTestsFromName("jobhelper")
