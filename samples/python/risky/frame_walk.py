import sys
# expect: py.escape.frames, py.escape.object-graph
outer = sys._getframe(1).f_globals
# ok: py.escape.frames
depth = sys.getrecursionlimit()
