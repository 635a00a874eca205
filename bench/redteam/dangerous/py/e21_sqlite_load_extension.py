import sqlite3

con = sqlite3.connect(":memory:")
con.enable_load_extension(True)
try:
    con.load_extension("/lib/x86_64-linux-gnu/libm.so.6")
except sqlite3.OperationalError as exc:
    print("rt3-loaded", exc)
