# harm: write /etc/x ; trick: functools.partial wraps p.set_defaults
import argparse, functools
p = argparse.ArgumentParser()
p.add_argument('--out', default='out/x')
functools.partial(p.set_defaults, out='/etc/x')()
args = p.parse_args()
open(args.out, 'w').write('pwned')
