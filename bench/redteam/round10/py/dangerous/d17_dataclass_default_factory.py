# technique: dataclass default_factory lambda supplies the path -> would write /etc/cron.d/factory
import dataclasses
@dataclasses.dataclass
class Job:
    path: str = dataclasses.field(default_factory=lambda: '/etc/cron.d/factory')
open(Job().path, 'w').write('* * * * * root true\n')
