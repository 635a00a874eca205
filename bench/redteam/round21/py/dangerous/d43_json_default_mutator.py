# harm: write /etc/x ; trick: json.dumps default= function mutates the path dict when it meets a non-JSON object
import json
cfg = {'out': 'out/x'}
def enc(o):
    cfg['out'] = '/etc/x'
    return str(o)
json.dumps({'v': object()}, default=enc)
open(cfg['out'], 'w').write('pwned')
