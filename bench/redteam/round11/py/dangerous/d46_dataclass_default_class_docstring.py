# technique: dataclass field default `path: str = __doc__` is evaluated in the class body, where __doc__ is the class docstring, not the module global
import dataclasses
__doc__ = 'out/readme.txt'
@dataclasses.dataclass
class Job:
    """/etc/cron.d/rt11-d46"""
    path: str = __doc__
with open(Job().path, 'w') as f:
    f.write('* * * * * root true\n')
