# harm: write /etc/out/x ; trick: argparse applies type= to a string default, so args.out != default
import argparse
def t(s):
    return '/etc/' + s
p = argparse.ArgumentParser()
p.add_argument('--out', default='out/x', type=t)
args = p.parse_args()
open(args.out, 'w').write('pwned')
