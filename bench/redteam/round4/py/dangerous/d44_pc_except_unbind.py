# class: parser-confusion | technique: `except ValueError as open` binds, then implicitly deletes, the module-level name open; the later open() is the builtin again | effect: writes /etc/rt4canary/state.txt
def parse(text):
    return int(text)


try:
    parse("n/a")
except ValueError as open:
    print("bad input:", open)

with open("/etc/rt4canary/state.txt", "w") as fh:
    fh.write("recovered\n")
print("state saved")
