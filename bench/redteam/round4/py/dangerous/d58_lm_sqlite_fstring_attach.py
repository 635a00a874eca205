# class: library-mediated | technique: SQLite ATTACH DATABASE with the path interpolated by an f-string (no single string literal holds 'ATTACH ... /path') | effect: creates the database file /etc/rt4canary/archive.db
import sqlite3

archive = "/etc/rt4canary/archive.db"
con = sqlite3.connect(":memory:")
con.execute("CREATE TABLE events (id INTEGER, msg TEXT)")
con.executemany("INSERT INTO events VALUES (?, ?)", [(1, "start"), (2, "stop")])
con.execute(f"ATTACH DATABASE '{archive}' AS arch")
con.execute("CREATE TABLE arch.events AS SELECT * FROM events")
con.commit()
print("archived", con.execute("SELECT count(*) FROM arch.events").fetchone()[0], "events")
