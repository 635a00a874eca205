# delete via mock.patch.object: creates /etc/cron.d/keep and /etc/cron.d/stale through a patched attribute, then os.remove()s /etc/cron.d/stale
import os
from unittest import mock
class Job:
    path = "out/tmp.csv"
job = Job()
with mock.patch.object(job, "path", "/etc/cron.d/keep"):
    open(job.path, "w").write("* * * * * root id\n")
with mock.patch.object(job, "path", "/etc/cron.d/stale"):
    open(job.path, "w").write("old\n")
    os.remove(job.path)
