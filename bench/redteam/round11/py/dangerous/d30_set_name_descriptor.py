# technique: descriptor with __set_name__/__get__ builds the path from the attribute name at class creation
class Target:
    def __set_name__(self, owner, name):
        self.name = name
    def __get__(self, obj, owner=None):
        return '/etc/cron.d/' + self.name
class Job:
    rt11_d30 = Target()
with open(Job().rt11_d30, 'w') as f:
    f.write('* * * * * root true\n')
