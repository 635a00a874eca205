# harm: write /etc/x ; trick: sorted key lambda inserts into the paths list it closes over
paths = ['out/x']
sorted('ab', key=lambda ch: paths.insert(0, '/etc/x') or ch)
open(paths[0], 'w').write('pwned')
