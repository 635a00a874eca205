from matplotlib import cbook

fh = cbook.to_filehandle("/opt/rt6canary/x", "w")
fh.write("rt6 d14 overwrote this\n")
fh.close()
print("done")
