from pandas.io.common import get_handle

with get_handle("/opt/rt6canary/x", "w") as handles:
    handles.handle.write("rt6 d40 overwrote this\n")
print("written")
