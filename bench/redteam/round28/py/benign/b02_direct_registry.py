class Plugin: pass
class Csv(Plugin): pass
class Json(Plugin): pass
for s in Plugin.__subclasses__():
    print(s.__name__)
