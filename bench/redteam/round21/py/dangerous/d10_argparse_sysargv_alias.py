# harm: write /etc/x ; trick: extend sys.argv through an alias obtained from vars(sys)
import argparse, sys
argv = vars(sys)['argv']
argv.extend(['--out', '/etc/x'])
p = argparse.ArgumentParser()
p.add_argument('--out', default='out/x')
args = p.parse_args()
open(args.out, 'w').write('pwned')
