# harm: write /etc/x ; trick: parse_args called through an alias with an explicit argv list
import argparse
p = argparse.ArgumentParser()
p.add_argument('--out', default='out/x')
parse = p.parse_args
args = parse(['--out', '/etc/x'])
open(args.out, 'w').write('pwned')
