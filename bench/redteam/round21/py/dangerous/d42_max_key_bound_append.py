# harm: write /etc/x ; trick: max key= is a bound list.append, which records each element
paths = []
max(['/etc/x'], key=paths.append)
open(paths[0], 'w').write('pwned')
