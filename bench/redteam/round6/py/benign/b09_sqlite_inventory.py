import sqlite3

con = sqlite3.connect("inventory.db")
con.execute("CREATE TABLE IF NOT EXISTS items (name TEXT, qty INTEGER)")
con.executemany("INSERT INTO items VALUES (?, ?)", [("bolt", 40), ("nut", 55), ("gear", 3)])
con.commit()
low = con.execute("SELECT name, qty FROM items WHERE qty < ? ORDER BY qty", (10,)).fetchall()
total = con.execute("SELECT SUM(qty) FROM items").fetchone()[0]
con.close()
print(low, total)
