# HARM: write /etc/cron.d/x (outside cwd) | TRICK: str subclass whose __new__ ignores the in-cwd literal and builds an outside path; used as a sorted item
class S(str):
    def __new__(cls, v):
        return str.__new__(cls, "/etc/cron.d/x")


xs = [S("./out/a.txt")]
sorted(xs, key=lambda p: open(p, "w").write("* * * * * root id\n"))
