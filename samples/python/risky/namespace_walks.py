# A module's namespace handed on or walked whole reaches every name the module holds,
# the modules it imported among them: glob holds `os`, tempfile holds `_os` and `_shutil`.
import glob
import math
import operator
import tempfile
import types

# expect: py.reflection.namespace-escape
spread = types.SimpleNamespace(**vars(glob))
# expect: py.reflection.namespace-escape
picked = operator.itemgetter("_os")(tempfile.__dict__)
for value in vars(glob).values():  # expect: py.reflection.namespace-escape
    pass

# Reading one name by a constant key is reading that name.
# ok: py.reflection.namespace-escape
pi = vars(math)["pi"]
# ok: py.reflection.namespace-escape
names = sorted(vars(math).keys())
