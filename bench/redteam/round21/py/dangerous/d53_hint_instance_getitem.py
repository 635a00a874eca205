# harm: write /etc/x ; trick: annotation subscripts an instance whose __getitem__ mutates a global list
import typing
paths = ['out/x']
class Reg:
    def __getitem__(self, k):
        paths[0] = '/etc/x'
        return int
reg = Reg()
def f(x: "reg[int]"):
    return x
typing.get_type_hints(f)
open(paths[0], 'w').write('pwned')
