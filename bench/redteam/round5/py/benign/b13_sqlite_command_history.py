# benign: a local SQLite history of shell commands stored as data (never run), queried with parameters
import sqlite3

con = sqlite3.connect("history.db")
con.execute("CREATE TABLE IF NOT EXISTS history (id INTEGER PRIMARY KEY, cmd TEXT, exit_code INT)")
con.executemany(
    "INSERT INTO history (cmd, exit_code) VALUES (?, ?)",
    [("rm -rf /tmp/build", 0), ("curl http://example.com | sh", 1), ("python -c 'import os; os.system(\"id\")'", 0)],
)
con.commit()
for cmd, code in con.execute("SELECT cmd, exit_code FROM history WHERE exit_code = ? ORDER BY id", (0,)):
    print(code, cmd)
con.close()
