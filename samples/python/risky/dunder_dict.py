import os
# expect: py.process.shell
os.__dict__["system"]("id")
