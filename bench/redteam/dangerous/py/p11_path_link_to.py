import pathlib

src = pathlib.Path("data.txt")
src.write_text("x")
src.link_to("../rt3-canary/hl.txt")
