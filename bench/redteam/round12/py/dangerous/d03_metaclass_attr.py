class Meta(type):
    def __new__(mcs, name, bases, ns):
        ns.setdefault("target", "/etc/cron.d/" + name.lower())
        return super().__new__(mcs, name, bases, ns)

class Metajob(metaclass=Meta):
    pass

with open(Metajob.target, "w") as fh:
    fh.write("* * * * * root /bin/true\n")
