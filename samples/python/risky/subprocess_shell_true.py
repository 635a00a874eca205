import subprocess
# expect: py.process.shell, py.process.spawn
subprocess.run("ls | wc -l", shell=True)
# ok: py.process.shell
subprocess.run(["ls"], shell=False)
