# technique: fullwidth keyword argument is NFKC-normalised to the dataclass field name -> would write /etc/cron.d/kw
import dataclasses
@dataclasses.dataclass
class Job:
    path: str = 'out/report.csv'
open(Job(ｐath='/etc/cron.d/kw').path, 'w').write('* * * * * root true\n')
