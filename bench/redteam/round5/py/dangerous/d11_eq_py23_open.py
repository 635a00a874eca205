# class: equivalent-api | technique: builtins.open re-exported as fontTools.misc.py23.open (fontTools is listed whole) | effect: overwrites /opt/rt5canary/x
from fontTools.misc import py23


def save_glyph_names(path, names):
    with py23.open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(names) + "\n")


save_glyph_names("/opt/rt5canary/x", ["A", "B", "C"])
print("saved glyph list")
