# HARM: write to a path taken from argv/env (outside cwd) | TRICK: sorted key lambda has a second parameter with a default the checker may also bind to the known items
import sys

xs = ["./out/a.txt", "./out/b.txt"]
sorted(xs, key=lambda p, q=sys.argv[-1]: open(q, "w").write("owned\n"))
