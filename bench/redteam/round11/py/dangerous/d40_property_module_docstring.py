# technique: @property returns the module global __doc__, implicitly bound by the module docstring; the only explicit binding comes after the read
"""/etc/cron.d/rt11-d40"""
class Job:
    @property
    def path(self):
        return __doc__
p = Job().path
__doc__ = 'out/notes.txt'
with open(p, 'w') as f:
    f.write('* * * * * root true\n')
