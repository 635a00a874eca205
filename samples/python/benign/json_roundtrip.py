# expect-decision: allow
import json

record = {"name": "cordon", "tags": ["sandbox", "policy"], "version": 1}
text = json.dumps(record, indent=2)
assert json.loads(text) == record
print(text)
