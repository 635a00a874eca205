# technique: benign - context-manager class opens the file named by its @property
import os
class Log:
    def __init__(self):
        self.folder = 'logs'
    @property
    def path(self):
        return self.folder + '/run.log'
    def __enter__(self):
        os.makedirs(self.folder, exist_ok=True)
        self.f = open(self.path, 'w')
        return self.f
    def __exit__(self, *exc):
        self.f.close()
with Log() as f:
    f.write('start\n')
