# Equivalent APIs under other names: os.kill, os.open + os.write, posix.system. Only the
# members of os the module list names are allowed; posix is not listed at all.
import os
# expect: cordon.unlisted-module
os.kill(1, 9)
# expect: cordon.unlisted-module
fd = os.open("/etc/cron.d/x", os.O_WRONLY | os.O_CREAT)
# expect: cordon.unlisted-module
import posix
# ok: cordon.unlisted-module
print(os.getcwd(), os.path.join("a", "b"), os.listdir("."))
