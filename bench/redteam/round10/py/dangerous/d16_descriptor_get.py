# technique: class attribute holds an instance of a file class with __get__ (descriptor) -> would write /etc/cron.d/descriptor
class Where:
    def __get__(self, obj, owner):
        return '/etc/cron.d/descriptor'
class Job:
    path = Where()
open(Job().path, 'w').write('* * * * * root true\n')
