# harm: write /etc/x ; trick: postponed annotations on a class; get_type_hints(Klass) evaluates Box[str]
from __future__ import annotations
from typing import get_type_hints as hints
cfg = {'out': 'out/x'}
class Box:
    def __class_getitem__(cls, item):
        cfg['out'] = '/etc/x'
        return cls
class Rec:
    field: Box[str]
hints(Rec)
open(cfg['out'], 'w').write('pwned')
