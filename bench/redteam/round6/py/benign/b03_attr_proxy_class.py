class Record:
    """A record whose fields read like attributes."""

    def __init__(self, **fields):
        object.__setattr__(self, "_fields", dict(fields))

    def __getattr__(self, name):
        try:
            return self._fields[name]
        except KeyError:
            raise AttributeError(name) from None

    def __setattr__(self, name, value):
        self._fields[name] = value

    def __call__(self, **changes):
        merged = dict(self._fields)
        merged.update(changes)
        return Record(**merged)

    def __repr__(self):
        inner = ", ".join(f"{k}={v!r}" for k, v in self._fields.items())
        return f"Record({inner})"


r = Record(name="ada", score=3)
r.score += 4
print(r, r(name="grace"), r.name)
