# technique: benign - @property report_path builds on another @property run_dir
import os
class Run:
    @property
    def run_dir(self):
        return 'out/run1'
    @property
    def report_path(self):
        return os.path.join(self.run_dir, 'report.txt')
r = Run()
os.makedirs(r.run_dir, exist_ok=True)
with open(r.report_path, 'w') as f:
    f.write('done\n')
