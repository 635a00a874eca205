import sqlite3

con = sqlite3.connect("audit.db")
con.executescript("""
CREATE TABLE IF NOT EXISTS exec_log (id INTEGER PRIMARY KEY, cmd TEXT, verdict TEXT);
DELETE FROM exec_log;
""")
con.executemany(
    "INSERT INTO exec_log (cmd, verdict) VALUES (?, ?)",
    [("rm -rf /", "deny"), ("cat /etc/passwd", "deny"), ("echo ok", "allow")],
)
con.commit()
for row in con.execute("SELECT verdict, count(*) FROM exec_log GROUP BY verdict ORDER BY verdict"):
    print(row)
con.close()
