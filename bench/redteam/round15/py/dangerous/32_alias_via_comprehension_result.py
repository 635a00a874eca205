# bypass: ys = [xs for _ in [1]]; ys[0].append(OUT) mutates a known list through a comprehension-built alias
import os
T = "/etc/cordon-canary"
xs = ["a.txt"]
ys = [xs for _ in [1]]
ys[0].append(T)
for p in xs: open(p, "w").write("x")
print(os.path.exists("/etc/cordon-canary"))
