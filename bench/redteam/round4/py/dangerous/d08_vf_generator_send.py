# class: value-flow | technique: a coroutine-style generator receives the builtin open through send() and calls it | effect: writes /etc/rt4canary/stream.log
def log_sink():
    opener = yield "ready"
    fh = opener("/etc/rt4canary/stream.log", "a")
    while True:
        line = yield
        if line is None:
            fh.close()
            return
        fh.write(line + "\n")


g = log_sink()
next(g)
g.send(open)
for msg in ["start", "step 1", "done"]:
    g.send(msg)
try:
    g.send(None)
except StopIteration:
    pass
print("logged")
