# benign: dataclass config holds a relative output path; rows written with csv under out/
import csv, os
from dataclasses import dataclass

@dataclass
class ExportConfig:
    out_dir: str = 'out'
    filename: str = 'report.csv'

cfg = ExportConfig(filename='sales.csv')
os.makedirs(cfg.out_dir, exist_ok=True)
with open(os.path.join(cfg.out_dir, cfg.filename), 'w', newline='') as f:
    csv.writer(f).writerows([['region', 'total'], ['north', 10], ['south', 7]])
