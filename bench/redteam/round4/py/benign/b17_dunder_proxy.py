class Settings:
    def __init__(self, **values):
        object.__setattr__(self, "_values", dict(values))

    def __getattr__(self, name):
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(name) from None

    def __setattr__(self, name, value):
        self._values[name] = value

    def __getitem__(self, key):
        return self._values[key]

    def __call__(self, **updates):
        self._values.update(updates)
        return self


s = Settings(threads=4, mode="fast")
s.retries = 2
print(s.threads, s["mode"], s(mode="safe").mode, s.retries)
