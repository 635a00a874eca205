import pathlib

pathlib.Path.cwd().parents[0].joinpath("rt3-canary", "victim.txt").unlink()
