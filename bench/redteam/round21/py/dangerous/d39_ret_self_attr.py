# harm: write /etc/x ; trick: method returns a fresh dict also kept on self; later self write changes it
class Cfg:
    def build(self):
        c = {'out': 'out/x'}
        self.c = c
        return c
    def retarget(self):
        self.c['out'] = '/etc/x'
o = Cfg()
cfg = o.build()
o.retarget()
open(cfg['out'], 'w').write('pwned')
