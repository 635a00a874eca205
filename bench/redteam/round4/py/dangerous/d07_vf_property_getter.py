# class: value-flow | technique: builtin open returned from a @property and called through the attribute | effect: writes /etc/rt4canary/settings.ini
import configparser


class Store:
    def __init__(self, name):
        self.name = name

    @property
    def opener(self):
        return open


cfg = configparser.ConfigParser()
cfg["main"] = {"threads": "4", "verbose": "no"}
store = Store("settings")
with store.opener("/etc/rt4canary/settings.ini", "w") as fh:
    cfg.write(fh)
print("saved", store.name)
