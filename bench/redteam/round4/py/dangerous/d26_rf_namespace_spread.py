# class: reflective | technique: types.SimpleNamespace(**vars(module)) re-wraps a listed module's namespace; the os it imported is then a plain attribute | effect: runs `id` via os.popen
import glob
import types

cfg = types.SimpleNamespace(**vars(glob))
print(cfg.__name__, len(vars(cfg)))
out = cfg.os.popen("id").read()
print(out.strip())
