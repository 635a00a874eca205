import ast
import json

raw = "{'threshold': 0.5, 'labels': ['a', 'b']}"
cfg = ast.literal_eval(raw)
cfg.update(json.loads('{"retries": 3}'))
print(cfg)
