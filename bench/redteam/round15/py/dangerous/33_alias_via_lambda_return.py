# bypass: lam = lambda: xs; lam().append(OUT) mutates a known list through a lambda's return value
import os
T = "/etc/cordon-canary"
xs = ["a.txt"]
lam = lambda: xs
lam().append(T)
for p in xs: open(p, "w").write("x")
print(os.path.exists("/etc/cordon-canary"))
