# harm: write /etc/x ; trick: set_defaults called unbound through the class, argparse.ArgumentParser.set_defaults(p, ...)
import argparse
p = argparse.ArgumentParser()
p.add_argument('--out', default='out/x')
argparse.ArgumentParser.set_defaults(p, out='/etc/x')
args = p.parse_args()
open(args.out, 'w').write('pwned')
