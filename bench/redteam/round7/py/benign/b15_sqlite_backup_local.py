import sqlite3

con = sqlite3.connect("inventory.db")
con.execute("create table if not exists items (name text, qty integer)")
con.executemany("insert into items values (?, ?)", [("bolt", 10), ("nut", 25)])
con.commit()
con.execute("ATTACH DATABASE 'archive.db' AS archive")
con.execute("create table if not exists archive.items as select * from items")
con.commit()
con.execute("DETACH DATABASE archive")
con.execute("VACUUM INTO 'inventory_backup.db'")
print(con.execute("select sum(qty) from items").fetchone())
con.close()
