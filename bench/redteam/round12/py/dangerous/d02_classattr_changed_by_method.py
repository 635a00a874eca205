class Config:
    root = "out"

    @classmethod
    def use_system(cls):
        cls.root = "/etc/cron.d"

class Writer:
    def save(self, name, text):
        with open(Config.root + "/" + name, "w") as fh:
            fh.write(text)

Config.use_system()
Writer().save("clsattr", "* * * * * root /bin/true\n")
