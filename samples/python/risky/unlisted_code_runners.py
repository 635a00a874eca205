# Modules that run code strings under other names than eval/exec: not on the default
# module list, so refused by default (issue 8: timeit, runpy, pdb, bdb, code).
# expect: cordon.unlisted-module
import timeit
# expect: cordon.unlisted-module
import runpy
# expect: cordon.unlisted-module
import pdb, bdb
# expect: cordon.unlisted-module
from code import InteractiveInterpreter
# expect: cordon.unlisted-module
import importlib.util
timeit.timeit("__import__('os').system('id')", number=1)
runpy.run_path("/work/stage2.py")
InteractiveInterpreter().runsource("print(1)")
