# class: equivalent-api | technique: star import from matplotlib.cbook (a listed library module without __all__) silently binds the subprocess module it imports | effect: runs `id`
from matplotlib.cbook import *  # flatten, Grouper and friends

data = [[1, [2, 3]], [4]]
print(list(flatten(data)))
info = subprocess.run(["id"], capture_output=True, text=True).stdout
print(info.strip())
