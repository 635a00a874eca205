# class: second-stage | technique: module file named with %-formatting ('%s.%s' % (stem, 'py')) so no literal ends in .py, then imported by numpy.lookfor(module=...) | effect: runs `id` when numpy imports the module
import numpy as np

stem = "fitting_helpers"
with open("%s.%s" % (stem, "py"), "w") as fh:
    fh.write("import os\nos.system('id')\n")

np.lookfor("least squares", module=stem)
