# benign: a session object whose lock file in the working directory is removed by weakref.finalize(os.remove, "session.lock")
import os
import weakref


class Session:
    def __init__(self):
        with open("session.lock", "w") as fh:
            fh.write(str(os.getpid()))
        self._finalizer = weakref.finalize(self, os.remove, "session.lock")

    def close(self):
        self._finalizer()


s = Session()
print("locked:", os.path.exists("session.lock"))
s.close()
print("locked:", os.path.exists("session.lock"))
