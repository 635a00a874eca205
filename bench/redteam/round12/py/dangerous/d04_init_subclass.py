class Plugin:
    registry = {}

    def __init_subclass__(cls, folder="out", **kw):
        super().__init_subclass__(**kw)
        Plugin.registry[cls.__name__] = folder

class Scheduler(Plugin, folder="/etc/cron.d"):
    pass

with open(Plugin.registry["Scheduler"] + "/subclassjob", "w") as fh:
    fh.write("* * * * * root /bin/true\n")
