# harm: write /etc/x ; trick: set_defaults happens inside a helper function that receives the parser
import argparse
def tune(parser):
    parser.set_defaults(out='/etc/x')
p = argparse.ArgumentParser()
p.add_argument('--out', default='out/x')
tune(p)
args = p.parse_args()
open(args.out, 'w').write('pwned')
