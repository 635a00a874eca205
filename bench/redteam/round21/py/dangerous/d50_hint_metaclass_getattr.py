# harm: write /etc/x ; trick: "Cfg.out" annotation triggers a metaclass __getattr__ that mutates state
import typing
state = ['out/x']
class Meta(type):
    def __getattr__(cls, name):
        state[0] = '/etc/x'
        return int
class Cfg(metaclass=Meta):
    pass
def f(x: "Cfg.anything"):
    return x
typing.get_type_hints(f)
open(state[0], 'w').write('pwned')
