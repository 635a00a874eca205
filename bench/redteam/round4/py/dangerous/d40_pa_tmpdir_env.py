# class: paths | technique: TMPDIR set in os.environ before tempfile's first use, so tempfile's "scratch" files are created in /etc | effect: creates a file in /etc/rt4canary
import os
import tempfile

os.environ["TMPDIR"] = "/etc/rt4canary"
with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
    fh.write('{"ok": true}')
print("scratch file:", fh.name)
