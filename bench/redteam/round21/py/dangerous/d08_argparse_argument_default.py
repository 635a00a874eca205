# harm: write /etc/x ; trick: ArgumentParser(argument_default=...) supplies default for option declared without one
import argparse
p = argparse.ArgumentParser(argument_default='/etc/x')
p.add_argument('--out')
args = p.parse_args()
open(args.out, 'w').write('pwned')
