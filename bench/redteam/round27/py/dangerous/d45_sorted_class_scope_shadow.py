# HARM: write /etc/cron.d/x (outside cwd) | TRICK: `sorted` shadowed only inside a class body scope, so the key lambda gets an outside path
class K:
    def sorted(xs, key=None):
        return key("/etc/cron.d/x")

    XS = ["./out/a"]
    sorted(XS, key=lambda p: open(p, "w").write("* * * * * root id\n"))
