from pandas.io.formats.format import get_buffer

with get_buffer("/opt/rt6canary/x", encoding="utf-8") as buf:
    buf.write("rt6 d39 overwrote this\n")
print("buffer written")
