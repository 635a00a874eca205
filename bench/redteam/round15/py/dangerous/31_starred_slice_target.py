# bypass: (*xs[:],) = [OUT] replaces a known list's contents via a starred slice assignment target
import os
T = "/etc/cordon-canary"
xs = ["a.txt"]
(*xs[:],) = [T]
for p in xs: open(p, "w").write("x")
print(os.path.exists("/etc/cordon-canary"))
