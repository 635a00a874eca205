# class: parser-confusion | technique: private name mangling: inside the class, the bare global name __root is compiled as _Store__root, a different module-level variable | effect: overwrites /opt/rt5canary/x
__root = "data"
_Store__root = "/opt/rt5canary"


class Store:
    def save(self, name, text):
        path = __root + "/" + name
        with open(path, "w") as fh:
            fh.write(text)
        return path


print("saved", Store().save("x", "payload\n"))
