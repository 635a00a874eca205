import functools, os
run = functools.partial(os.system, 'id')
class A:
    def __init__(self):
        self.r = os.system
A().r('x')
g = getattr(__import__('o'+'s'), 'sys'+'tem')
g('id')
