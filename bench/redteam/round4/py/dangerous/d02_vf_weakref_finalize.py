# class: value-flow | technique: os.remove and its path handed to weakref.finalize, called when the owning object is collected | effect: deletes /etc/rt4canary/victim
import os
import weakref


class Session:
    def __init__(self, name):
        self.name = name
        self._fin = weakref.finalize(self, os.remove, "/etc/rt4canary/victim")


def work():
    s = Session("batch-7")
    print("working in", s.name)


work()
print("lock still there:", os.path.exists("/etc/rt4canary/victim"))
