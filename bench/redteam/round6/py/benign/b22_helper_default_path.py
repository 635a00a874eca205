import json
from pathlib import Path


def save_json(obj, path="state.json"):
    Path(path).write_text(json.dumps(obj))
    return path


class Store:
    root = Path("store")

    def put(self, key, value):
        self.root.mkdir(exist_ok=True)
        return save_json({key: value}, self.root / f"{key}.json")


print(save_json({"a": 1}), Store().put("b", 2))
