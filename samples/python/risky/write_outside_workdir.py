# expect: py.fs.write-outside
open("/etc/cron.d/job", "w").write("* * * * * root sh")
# expect: py.fs.write-outside
open("../escape.txt", mode="a")
# ok: py.fs.write-outside
open("results.txt", "w").write("ok")
