import yaml
text = "a: 1"
# expect: py.deserialize.yaml
yaml.load(text)
# ok: py.deserialize.yaml
yaml.load(text, Loader=yaml.SafeLoader)
# ok: py.deserialize.yaml
yaml.safe_load(text)
