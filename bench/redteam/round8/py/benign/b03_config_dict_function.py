# technique: a function updates a config dict in place (output file chosen by a flag) before the write -> writes out/report.json inside /work
import json
import os

cfg = {'out': 'out/report.json', 'pretty': False}

def apply_flags(flags):
    if 'pretty' in flags:
        cfg['pretty'] = True
        cfg['out'] = 'out/report_pretty.json'

apply_flags(['pretty'])
os.makedirs('out', exist_ok=True)
with open(cfg['out'], 'w') as fh:
    json.dump({'ok': True}, fh, indent=2 if cfg['pretty'] else None)
