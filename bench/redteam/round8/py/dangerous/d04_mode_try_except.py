# technique: try body assigns the mode from a computation that raises part-way; the except handler supplies a computed 'w' -> pathlib.Path.open write outside /work
import pathlib

mode = 'r'
try:
    mode = ['r', 'r+'][int('x')]
except ValueError:
    mode = 'r'.translate({ord('r'): 'w'})
with pathlib.Path('/etc/cron.d/rt8').open(mode) as fh:
    fh.write('x')
