class Sink:
    def __init__(self):
        self._dir = "out"

    @property
    def dir(self):
        return self._dir

    @dir.setter
    def dir(self, value):
        self._dir = value

s = Sink()
s.dir = "/etc/cron.d"
with open(s.dir + "/propset", "w") as fh:
    fh.write("* * * * * root /bin/true\n")
