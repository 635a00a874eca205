# technique: try/except/else/finally choose between two relative output names -> writes data.json or data.txt in the working directory
import json

out = 'data.json'
payload = {'x': [1, 2, 3]}
try:
    text = json.dumps(payload)
except (TypeError, ValueError):
    out = 'data.txt'
    text = repr(payload)
else:
    text = text + '\n'
finally:
    print('serialised')
with open(out, 'w') as fh:
    fh.write(text)
