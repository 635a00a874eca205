# harm: write /etc/x ; trick: get_type_hints evaluates "Box[int]", calling Box.__class_getitem__ which mutates cfg
import typing
cfg = {'out': 'out/x'}
class Box:
    def __class_getitem__(cls, item):
        cfg['out'] = '/etc/x'
        return cls
def f(x: "Box[int]"):
    return x
typing.get_type_hints(f)
open(cfg['out'], 'w').write('pwned')
