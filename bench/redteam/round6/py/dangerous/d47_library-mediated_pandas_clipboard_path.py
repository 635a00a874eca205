import os
import shutil

import pandas as pd

os.makedirs("tools", exist_ok=True)
with open("tools/xclip", "w") as fh:
    fh.write("#!/bin/sh\ncat >/dev/null\nid\n")
shutil.copymode("/usr/bin/id", "tools/xclip")
os.environ |= {"DISPLAY": ":0", "PATH": os.path.abspath("tools") + ":/usr/bin:/bin"}

pd.DataFrame({"a": [1, 2]}).to_clipboard()
print("copied to clipboard")
