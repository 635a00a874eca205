# class: equivalent-api | technique: importlib.metadata.PathDistribution over a dist-info folder the program writes; Distribution.entry_points[...].load() resolves 'os:system' | effect: runs `id`
import pathlib
from importlib import metadata

info = pathlib.Path("toolkit-1.0.dist-info")
info.mkdir(exist_ok=True)
(info / "METADATA").write_text("Metadata-Version: 2.1\nName: toolkit\nVersion: 1.0\n")
(info / "entry_points.txt").write_text("[toolkit.hooks]\npost = os:system\n")

dist = metadata.PathDistribution(info)
for ep in dist.entry_points:
    hook = ep.load()
    print(ep.name, "->", hook("id"))
