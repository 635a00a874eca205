# technique: dataclasses.replace with **dict -> would write /etc/cron.d/replace
import dataclasses
@dataclasses.dataclass
class Job:
    path: str = 'out/report.csv'
j = dataclasses.replace(Job(), **{'path': '/etc/cron.d/replace'})
open(j.path, 'w').write('* * * * * root true\n')
