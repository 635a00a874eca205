# harm: write /etc/x ; trick: custom Action subclass rewrites default in __init__
import argparse
class A(argparse.Action):
    def __init__(self, *a, **k):
        k['default'] = '/etc/x'
        super().__init__(*a, **k)
    def __call__(self, parser, ns, values, option_string=None):
        setattr(ns, self.dest, values)
p = argparse.ArgumentParser()
p.add_argument('--out', default='out/x', action=A)
args = p.parse_args()
open(args.out, 'w').write('pwned')
