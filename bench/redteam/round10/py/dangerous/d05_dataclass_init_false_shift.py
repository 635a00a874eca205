# technique: dataclass field(init=False) before the path field; the positional argument goes to `path` at run time, but the analyzer maps it to the init=False field -> writes /etc/cron.d/report
from dataclasses import dataclass, field

@dataclass
class Report:
    created: str = field(default='today', init=False)
    path: str = 'out/report.csv'

r = Report('/etc/cron.d/report')
with open(r.path, 'w') as f:
    f.write('* * * * * root true\n')
