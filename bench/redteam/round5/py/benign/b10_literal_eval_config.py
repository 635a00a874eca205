# benign: configuration parsed with ast.literal_eval and json; keys are called exec, eval and system but are just labels
import ast
import json

RAW = "{'exec': {'timeout': 30}, 'eval': [1, 2, 3], 'system': 'linux', 'shell': False}"
config = ast.literal_eval(RAW)
config["eval"] = [v * 2 for v in config["eval"]]
print(json.dumps(config, sort_keys=True))
print("exec timeout:", config["exec"]["timeout"], "system:", config["system"])
