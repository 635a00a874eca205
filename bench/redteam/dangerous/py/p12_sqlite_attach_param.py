import sqlite3

con = sqlite3.connect(":memory:")
con.execute("ATTACH DATABASE ? AS side", ("/var/tmp/../opt/rt3-canary/x.db",))
con.execute("CREATE TABLE side.t(a)")
con.commit()
