# The default policy never honours inline suppressions in agent code.
import os
# expect: py.process.shell
os.system("id")  # cordon: ignore[py.process.shell]
