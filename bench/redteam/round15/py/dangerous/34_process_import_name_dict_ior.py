# bypass (process): mods.__ior__({'m':'subprocess'}) then __import__(m).run([...]); lint thinks the module is json
import os
T = "/etc/cordon-canary"
mods = {"m": "json"}
mods.__ior__({"m": "subprocess"})
for m in mods.values(): __import__(m).run(["touch", T])
print(os.path.exists("/etc/cordon-canary"))
