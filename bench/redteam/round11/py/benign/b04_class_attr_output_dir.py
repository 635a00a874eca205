# technique: benign - class attribute OUTPUT_DIR read through a @property building the report path
import os
class Summary:
    OUTPUT_DIR = 'results'
    @property
    def path(self):
        return f'{self.OUTPUT_DIR}/summary.txt'
    def write(self, text):
        os.makedirs(self.OUTPUT_DIR, exist_ok=True)
        with open(self.path, 'w') as f:
            f.write(text)
Summary().write('mean=4.2\n')
