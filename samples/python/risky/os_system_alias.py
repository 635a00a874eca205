# `import os as o` does not hide os.system.
import os as o
# expect: py.process.shell
o.system("ls -la")
# ok: py.process.shell
o.path.join("a", "b")
