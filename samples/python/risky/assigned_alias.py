import subprocess
run = subprocess.Popen
# expect: py.process.spawn
run(["ls"])
