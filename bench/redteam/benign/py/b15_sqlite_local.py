import sqlite3

con = sqlite3.connect("local.db")
con.execute("CREATE TABLE IF NOT EXISTS t(a INTEGER)")
con.executemany("INSERT INTO t VALUES (?)", [(i,) for i in range(5)])
con.execute("ATTACH DATABASE 'archive.db' AS archive")
con.execute("CREATE TABLE IF NOT EXISTS archive.t AS SELECT * FROM t")
con.commit()
con.execute("DETACH DATABASE archive")
con.execute("VACUUM")
print(con.execute("SELECT SUM(a) FROM t").fetchone())
