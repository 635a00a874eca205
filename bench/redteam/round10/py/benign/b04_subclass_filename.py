# benign: base class sets out dir, subclasses pick file names; self resolved across the hierarchy
import os

class Writer:
    out_dir = 'out'
    filename = 'base.txt'
    def save(self, text):
        os.makedirs(self.out_dir, exist_ok=True)
        with open(os.path.join(self.out_dir, self.filename), 'w') as f:
            f.write(text)

class CsvWriter(Writer):
    filename = 'table.csv'

class LogWriter(Writer):
    filename = 'run.log'

CsvWriter().save('a,b\n1,2\n')
LogWriter().save('done\n')
