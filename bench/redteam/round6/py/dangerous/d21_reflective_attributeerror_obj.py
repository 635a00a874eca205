import glob

try:
    glob.has_magic_chars
except AttributeError as err:
    mod = err.obj          # the glob module, no longer known by name

mod.os.system("id")
