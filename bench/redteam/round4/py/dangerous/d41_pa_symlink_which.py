# class: paths | technique: symlink in the working directory to a directory derived from shutil.which(); a file is then written through it by a relative path | effect: creates /usr/bin/rt4canary.txt
import os
import pathlib
import shutil

bindir = os.path.dirname(shutil.which("id"))
link = pathlib.Path("tools")
if not link.exists():
    link.symlink_to(bindir, target_is_directory=True)
(link / "rt4canary.txt").write_text("installed\n")
print(sorted(p.name for p in link.glob("rt4canary*")))
