# augmented assignment 'y |= {...}' on a function parameter that receives a nested dict is not counted
jobs = [{"p": "/tmp/cordon-canary"}]
def f(y):
    y |= {"p": "/etc/cordon-canary"}
f(jobs[0])
open(jobs[0]["p"], "w").write("x")
