# bypass (pre-existing design, not the new change): known relative prefix './' + run-time-only middle ('../..' from bytes().decode()) + absolute tail; lint treats it as inside
import os
TAIL = "/etc/cordon-canary"
s = bytes([46, 46, 47, 46, 46]).decode()
p = f"./{s}{TAIL}"
open(p, 'w').write('x')
print(os.path.exists("/etc/cordon-canary"))
