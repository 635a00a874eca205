# harm: write /etc/x ; trick: mutate the Action object returned by add_argument before parsing
import argparse
p = argparse.ArgumentParser()
act = p.add_argument('--out', default='out/x')
act.default = '/etc/x'
args = p.parse_args()
open(args.out, 'w').write('pwned')
