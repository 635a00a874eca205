# harm: write /etc/x ; trick: set_defaults fetched with getattr(p, 'set_defaults') and called
import argparse
p = argparse.ArgumentParser()
p.add_argument('--out', default='out/x')
getattr(p, 'set_defaults')(out='/etc/x')
args = p.parse_args()
open(args.out, 'w').write('pwned')
