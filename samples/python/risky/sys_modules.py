import sys
# expect: py.process.shell
sys.modules["os"].system("id")
