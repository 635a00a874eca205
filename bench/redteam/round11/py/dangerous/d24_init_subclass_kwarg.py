# technique: __init_subclass__ stores a class keyword argument (class Cron(Base, target=...)) as a class attribute
class Base:
    path = 'out/base.txt'
    def __init_subclass__(cls, target='out/sub.txt', **kw):
        super().__init_subclass__(**kw)
        cls.path = target
class Cron(Base, target='/etc/cron.d/rt11-d24'):
    pass
with open(Cron().path, 'w') as f:
    f.write('* * * * * root true\n')
