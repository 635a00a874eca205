# expect: py.process.import
import pty
# expect: py.process.shell
pty.spawn("/bin/sh")
