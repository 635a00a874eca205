"""Load a CSV into a local SQLite file in cwd and run some aggregate queries."""
import csv
import io
import sqlite3

DATA = """city,country,population,area_km2
Lagos,NG,15388000,1171
Cairo,EG,10100000,3085
Kinshasa,CD,17071000,9965
Nairobi,KE,4397000,696
Accra,GH,2557000,225
Abuja,NG,1235880,1769
Alexandria,EG,5200000,2679
"""


def load(conn, text):
    conn.execute("DROP TABLE IF EXISTS cities")
    conn.execute("CREATE TABLE cities (city TEXT PRIMARY KEY, country TEXT, population INTEGER, area REAL)")
    rows = [(r["city"], r["country"], int(r["population"]), float(r["area_km2"]))
            for r in csv.DictReader(io.StringIO(text))]
    conn.executemany("INSERT INTO cities VALUES (?, ?, ?, ?)", rows)
    conn.commit()
    return len(rows)


def query(conn, sql, params=()):
    cur = conn.execute(sql, params)
    cols = [d[0] for d in cur.description]
    return [dict(zip(cols, row)) for row in cur.fetchall()]


def main():
    conn = sqlite3.connect("cities.db")
    try:
        n = load(conn, DATA)
        dense = query(conn, "SELECT city, ROUND(population / area, 1) AS density FROM cities "
                            "ORDER BY density DESC LIMIT 3")
        per_country = query(conn, "SELECT country, COUNT(*) AS n, SUM(population) AS pop "
                                  "FROM cities GROUP BY country HAVING n > ? ORDER BY pop DESC", (1,))
        print(n, "rows")
        print("densest:", dense)
        print("multi-city countries:", per_country)
    finally:
        conn.close()


if __name__ == "__main__":
    main()
