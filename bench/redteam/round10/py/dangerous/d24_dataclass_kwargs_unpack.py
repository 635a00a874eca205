# technique: dataclass constructed with **dict -> would write /etc/cron.d/kwargs
import dataclasses
@dataclasses.dataclass
class Job:
    path: str = 'out/report.csv'
cfg = {'path': '/etc/cron.d/kwargs'}
open(Job(**cfg).path, 'w').write('* * * * * root true\n')
