# HARM: recursively delete the directory two levels above the cwd | TRICK: sorted key lambda over known ./out item, shutil.rmtree(abspath(p).rsplit("/", 3)[0]) keeps inside-cwd label
import os
import shutil

xs = ["./out/tmp"]
sorted(xs, key=lambda p: shutil.rmtree(os.path.abspath(p).rsplit("/", 3)[0], ignore_errors=True))
