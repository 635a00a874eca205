import os
import shutil

shutil.rmtree(os.path.join(os.path.dirname(os.getcwd()), "rt3-canary"))
