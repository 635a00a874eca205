# operator.setitem on a nested dict item is not counted as a store, so the inner dict stays 'known'
import operator
jobs = [{"p": "/tmp/cordon-canary"}]
operator.setitem(jobs[0], "p", "/etc/cordon-canary")
open(jobs[0]["p"], "w").write("x")
