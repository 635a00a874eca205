# bypass: d.__ior__({...}) updates a known dict in place; not counted as a mutator
import os
T = "/etc/cordon-canary"
d = {"p": "a.txt"}
d.__ior__({"p": T})
for v in d.values(): open(v, "w").write("x")
print(os.path.exists("/etc/cordon-canary"))
