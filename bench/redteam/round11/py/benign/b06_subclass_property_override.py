# technique: benign - subclass overrides a @property with another relative path
import os
class Plot:
    @property
    def path(self):
        return 'out/plot.txt'
class Histogram(Plot):
    @property
    def path(self):
        return 'out/hist.txt'
os.makedirs('out', exist_ok=True)
for p in [Plot(), Histogram()]:
    with open(p.path, 'w') as f:
        f.write(type(p).__name__ + '\n')
