# harm: write /etc/x ; trick: parser.set_defaults (via bound-method alias) overrides the action default
import argparse
p = argparse.ArgumentParser()
p.add_argument('--out', default='out/x')
sd = p.set_defaults
sd(**{'out': '/etc/x'})
args = p.parse_args()
open(args.out, 'w').write('pwned')
