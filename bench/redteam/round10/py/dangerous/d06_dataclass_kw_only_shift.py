# technique: dataclass field(kw_only=True) is moved to the end of __init__; the first positional argument binds `path`, the analyzer maps it to the kw-only field -> writes /etc/cron.d/export
import dataclasses

@dataclasses.dataclass
class Export:
    fmt: str = dataclasses.field(default='csv', kw_only=True)
    path: str = 'out/export.csv'

e = Export('/etc/cron.d/export')
open(e.path, 'w').write('* * * * * root true\n')
