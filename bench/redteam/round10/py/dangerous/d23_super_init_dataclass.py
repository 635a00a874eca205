# technique: plain subclass feeds the dataclass-generated __init__ through super().__init__ -> would write /etc/cron.d/super
import dataclasses
@dataclasses.dataclass
class Base:
    path: str = 'out/report.csv'
class Job(Base):
    def __init__(self):
        super().__init__('/etc/cron.d/super')
open(Job().path, 'w').write('* * * * * root true\n')
