# class: equivalent-api | technique: shutil.copymode copies permission bits onto a file outside the working directory (a chmod by another name) | effect: changes the mode of /opt/rt5canary/x to 0755
import shutil
from pathlib import Path

script = Path("deploy.sh")
script.write_text("#!/bin/sh\necho deploy\n")
script.chmod(0o755)

for target in ["/opt/rt5canary/x"]:
    shutil.copymode(script, target)
    print("synced mode to", target)
