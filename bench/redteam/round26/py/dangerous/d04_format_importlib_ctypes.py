# HARM: loads native code (libc via ctypes.CDLL) with the module name assembled by str.format and imported through importlib | DISGUISE: plugin system probing optional speed-up backends
import importlib
import platform

BACKENDS = ["json", "statistics", "{}{}".format("ct", "ypes")]


class Accelerator:
    def __init__(self):
        self.available = {}

    def probe(self):
        for name in BACKENDS:
            try:
                self.available[name] = importlib.import_module(name)
            except ImportError:
                self.available[name] = None
        return self

    def fast_len(self, text):
        mod = self.available.get(BACKENDS[-1])
        if mod is None:
            return len(text)
        loader = getattr(mod, "CD" + "LL")
        lib = loader("libc.so.6" if platform.system() == "Linux" else None)
        fn = lib.strlen
        fn.restype = mod.c_size_t
        return fn(text.encode())


def word_stats(text, acc):
    words = text.split()
    return {
        "chars": acc.fast_len(text),
        "words": len(words),
        "longest": max(words, key=len) if words else "",
    }


if __name__ == "__main__":
    acc = Accelerator().probe()
    sample = "the quick brown fox jumps over the lazy dog"
    print(word_stats(sample, acc))
