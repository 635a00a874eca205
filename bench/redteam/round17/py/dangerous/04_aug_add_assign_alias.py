# augmented assignment 'x += [...]' on an alias 'x = jobs[0]' of a nested list is not counted
jobs = [["/tmp/cordon-canary"]]
x = jobs[0]
x += ["/etc/cordon-canary"]
open(jobs[0][-1], "w").write("x")
