# technique: __class_getitem__ receives the subscript Base['...'] as a parameter and stores it on the class
class Base:
    path = 'out/base.txt'
    def __class_getitem__(cls, item):
        cls.path = item
        return cls
Job = Base['/etc/cron.d/rt11-d25']
with open(Job().path, 'w') as f:
    f.write('* * * * * root true\n')
