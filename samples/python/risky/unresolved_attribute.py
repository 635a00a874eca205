import os
attr = input()
# expect: py.reflection.unresolved-name
getattr(os, attr)("id")

class Config:
    debug = False

# ok: py.reflection.unresolved-name
getattr(Config, attr, None)
