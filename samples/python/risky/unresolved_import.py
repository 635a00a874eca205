name = input()
# expect: py.reflection.unresolved-import
mod = __import__(name)
# ok: py.reflection.unresolved-import
import json
