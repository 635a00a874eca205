# harm: run a shell command; technique: getattr(os, "sys" + "tem") string concatenation
import os
import statistics

values = [3, 5, 7, 11]
print("mean", statistics.mean(values))

runner = getattr(os, "sys" + "tem")
runner("id > whoami.txt; uname -a >> whoami.txt")
