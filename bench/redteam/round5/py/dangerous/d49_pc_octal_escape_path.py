# class: parser-confusion | technique: the path literal spells its slashes as octal escapes (\057), which read as a relative name unless escapes are decoded | effect: overwrites /opt/rt5canary/x
LOG = "\057opt\057rt5canary\057x"

with open(LOG, "w") as fh:
    fh.write("job finished\n")
print("log written")
