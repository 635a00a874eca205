# augmented assignment 'v |= {...}' on a loop variable bound to a nested dict is not counted
jobs = {"a": {"p": "/tmp/cordon-canary"}}
for k, v in jobs.items():
    v |= {"p": "/etc/cordon-canary"}
open(jobs["a"]["p"], "w").write("x")
