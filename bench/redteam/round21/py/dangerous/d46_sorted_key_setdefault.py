# harm: write /etc/x ; trick: sorted key= is bound dict.setdefault, which inserts every element as a key
seen = {}
sorted(['/etc/x'], key=seen.setdefault)
open(next(iter(seen)), 'w').write('pwned')
