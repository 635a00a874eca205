import sqlite3

con = sqlite3.connect("file:..%2Frt3-canary%2Fx.db", uri=True)
con.execute("CREATE TABLE t(a)")
con.commit()
