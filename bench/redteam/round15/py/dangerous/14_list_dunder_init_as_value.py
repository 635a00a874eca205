# technique: variant of 01 - xs.__init__ taken as a value (init = xs.__init__) then called
import os
T = "/etc/cordon-canary"
xs = ["a.txt"]
init = xs.__init__
init([T])
for p in xs: open(p, "w").write("x")
print(os.path.exists("/etc/cordon-canary"))
