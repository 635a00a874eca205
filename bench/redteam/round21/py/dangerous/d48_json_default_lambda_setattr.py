# harm: write /etc/x ; trick: json.dumps default= lambda uses setattr on a config object
import json
class C:
    out = 'out/x'
cfg = C()
json.dumps([object()], default=lambda o: setattr(cfg, 'out', '/etc/x') or 0)
open(cfg.out, 'w').write('pwned')
