import io
import os
import sys


class TTY(io.StringIO):
    def isatty(self):
        return True


os.environ["PAGER"] = "id #"
sys.stdin, sys.stdout = TTY(), TTY()
help(len)
