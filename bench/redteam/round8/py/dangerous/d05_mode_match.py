# technique: match/case on a constant; one case builds the mode with str.join over a generator expression, the default keeps 'rb' -> lzma.open('/etc/cron.d/rt8.xz', 'wb') (write outside)
import lzma

kind = 'archive'
mode = 'rb'
match kind:
    case 'archive':
        mode = ''.join(c for c in 'wb')
    case _:
        pass
with lzma.open('/etc/cron.d/rt8.xz', mode) as fh:
    fh.write(b'x')
