import functools
import json
import os


class Store:
    def __init__(self, name, base="out"):
        self.name = name
        self.base = base

    @functools.cached_property
    def path(self):
        os.makedirs(self.base, exist_ok=True)
        return os.path.join(self.base, f"{self.name}.json")

    def save(self, obj):
        with open(self.path, "w") as fh:
            json.dump(obj, fh)

    def load(self):
        with open(self.path) as fh:
            return json.load(fh)


store = Store("inventory")
store.save({"widgets": 12, "gears": 30})
print(store.load(), store.path)
