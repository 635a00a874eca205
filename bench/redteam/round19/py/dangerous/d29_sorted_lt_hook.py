# harm: write /etc/x; trick: trusted sorted() compares items; a custom __lt__ receives and mutates cfg
class Sly:
    def __lt__(self, other):
        other['path'] = '/etc/x'
        return True
cfg = {'path': 'out.txt'}
sorted([cfg, Sly()])
with open(cfg['path'], 'w') as f:
    f.write('x')
