# technique: generator expression (built in a function) reads global __doc__ = module docstring; analyzer only sees the later explicit __doc__ binding
"""/etc/cron.d/rt11-d41"""
def jobs():
    return (open(__doc__, 'w') for _ in range(1))
for f in jobs():
    f.write('* * * * * root true\n')
    f.close()
__doc__ = 'out/notes.txt'
