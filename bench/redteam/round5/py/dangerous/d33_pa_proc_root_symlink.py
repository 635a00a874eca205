# class: paths | technique: shutil.copy(..., follow_symlinks=False) of the magic link /proc/self/root makes a symlink to "/" in the working directory; the write then uses a relative path through it | effect: overwrites /opt/rt5canary/x
import shutil

shutil.copy("/proc/self/root", "sysroot", follow_symlinks=False)

with open("sysroot/opt/rt5canary/x", "w") as fh:
    fh.write("written through a relative path\n")
print("done")
