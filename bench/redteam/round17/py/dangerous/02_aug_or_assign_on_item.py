# augmented assignment 'jobs[0] |= {...}' on a nested item is not counted as a store/mutation
jobs = [{"p": "/tmp/cordon-canary"}]
jobs[0] |= {"p": "/etc/cordon-canary"}
open(jobs[0]["p"], "w").write("x")
