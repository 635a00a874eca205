import sqlite3

con = sqlite3.connect("metrics.db")
con.execute("create table if not exists m (k text, v real)")
con.execute("insert into m values ('latency', 1.5)")
con.commit()
con.execute("VACUUM/**/INTO/**/'/opt/rt7canary/backup.db'")
con.close()
print("backed up")
