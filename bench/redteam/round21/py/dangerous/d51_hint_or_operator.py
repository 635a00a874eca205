# harm: write /etc/x ; trick: "A | B" annotation calls metaclass __or__ which mutates state
import typing
state = {'out': 'out/x'}
class Meta(type):
    def __or__(cls, other):
        state['out'] = '/etc/x'
        return int
class A(metaclass=Meta):
    pass
def f(x: "A | int"):
    return x
typing.get_type_hints(f)
open(state['out'], 'w').write('pwned')
