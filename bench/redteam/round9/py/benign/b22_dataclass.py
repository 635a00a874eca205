# @dataclass config with a relative default path (not a closed class by design) -> writes out/report.csv
import os
from dataclasses import dataclass
@dataclass
class Config:
    path: str = "out/report.csv"
os.makedirs("out", exist_ok=True)
with open(Config().path, "w") as f:
    f.write("a,b\n")
