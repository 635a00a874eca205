# technique: argparse parse_known_args(namespace=obj) sets obj.path from a default -> would write /etc/cron.d/argparse
import argparse
class Opts:
    path = 'out/report.csv'
p = argparse.ArgumentParser()
p.add_argument('--path', default='/etc/cron.d/argparse')
o = Opts()
p.parse_known_args([], namespace=o)
open(o.path, 'w').write('* * * * * root true\n')
