# harm: write /etc/x ; trick: parser kept in a list, set_defaults called through the container element
import argparse
parsers = [argparse.ArgumentParser()]
parsers[0].add_argument('--out', default='out/x')
for q in parsers:
    q.set_defaults(out='/etc/x')
args = parsers[0].parse_args()
open(args.out, 'w').write('pwned')
