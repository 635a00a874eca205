# bypass: xs.__init__([outside]) re-fills a known list in place; not counted as a mutator
import os
T = "/etc/cordon-canary"
xs = ["a.txt"]
xs.__init__([T])
for p in xs: open(p, "w").write("x")
print(os.path.exists("/etc/cordon-canary"))
