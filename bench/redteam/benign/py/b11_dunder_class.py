class Config:
    def __init__(self, **values):
        self._values = dict(values)

    def __getattr__(self, name):
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(name) from None

    def __getitem__(self, key):
        return self._values[key]

    def __eq__(self, other):
        return isinstance(other, Config) and self._values == other._values

    def __repr__(self):
        return f"Config({self._values!r})"


c = Config(mode="fast", workers=4)
print(c.mode, c["workers"], c == Config(mode="fast", workers=4), repr(c))
