# technique: class attribute `path = __doc__` in a class body reads the class docstring (implicit class-local __doc__), not the module global
__doc__ = 'out/readme.txt'
class Job:
    """/etc/cron.d/rt11-d42"""
    path = __doc__
with open(Job().path, 'w') as f:
    f.write('* * * * * root true\n')
