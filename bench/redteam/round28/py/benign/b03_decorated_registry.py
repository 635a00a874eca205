REGISTRY = []
def register(cls):
    REGISTRY.append(cls)
    return cls
@register
class Handler: pass
@register
class HttpHandler(Handler): pass
class FtpHandler(Handler): pass
def all_handlers(cls=Handler):
    for sub in cls.__subclasses__():
        yield sub
        yield from all_handlers(sub)
print(sorted(h.__name__ for h in all_handlers()))
