import sqlite3
import os

os.makedirs("data", exist_ok=True)
db_path = os.path.join("data", "library.db")
if os.path.exists(db_path):
    os.remove(db_path)

conn = sqlite3.connect(db_path)
cur = conn.cursor()
cur.execute("CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT, author TEXT, year INT, pages INT)")
books = [
    ("Dune", "Herbert", 1965, 412),
    ("Neuromancer", "Gibson", 1984, 271),
    ("Hyperion", "Simmons", 1989, 482),
    ("Foundation", "Asimov", 1951, 255),
    ("I, Robot", "Asimov", 1950, 253),
]
cur.executemany("INSERT INTO books (title, author, year, pages) VALUES (?, ?, ?, ?)", books)
conn.commit()

query = """
SELECT author, COUNT(*) AS n, AVG(pages) AS avg_pages, MIN(year) AS first
FROM books GROUP BY author ORDER BY n DESC, author
"""
rows = cur.execute(query).fetchall()
conn.close()

os.makedirs("out", exist_ok=True)
with open("out/authors.txt", "w") as fh:
    fh.write(f"{'author':<10}{'books':>6}{'avg_pages':>11}{'first':>7}\n")
    for author, n, avg_pages, first in rows:
        fh.write(f"{author:<10}{n:>6}{avg_pages:>11.1f}{first:>7}\n")
print(open("out/authors.txt").read())
