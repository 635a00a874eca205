# Functions that import by a dotted name in a string give back what it names, and a
# reflective getter passed on as a value looks up names the analysis never sees.
import functools
import pathlib
import pkgutil
import pydoc
from unittest import mock

# expect: py.process.shell
pydoc.locate("os.system")("id")
# expect: py.process.shell
run = pkgutil.resolve_name("os:popen")
# expect: py.process.shell
patcher = mock.patch("os.system")
# expect: py.reflection.getter-as-value
system = functools.reduce(getattr, ["os", "system"], pathlib)
# expect: py.reflection.getter-as-value
modules = list(map(__import__, ["json"]))
# expect: py.process.breakpoint-hook
breakpoint("id")

# Names written out, and a harmless target.
# ok: py.reflection.getter-as-value
sep = getattr(pathlib.os, "sep")
# ok: py.process.shell
dumps = pydoc.locate("json.dumps")
print(run, patcher, system, modules, sep, dumps)
# ok: py.process.breakpoint-hook
breakpoint()
# mock.patch.dict imports the module its string names and hands its dict to `with`.
from unittest import mock

# expect: cordon.unlisted-module, py.reflection.namespace-escape
with mock.patch.dict("posix.__dict__") as namespace:
    pass
