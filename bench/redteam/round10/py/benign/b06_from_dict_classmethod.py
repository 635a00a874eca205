# benign: from_dict classmethod (cls(**d)) builds a job whose output path is relative
import os
from dataclasses import dataclass

@dataclass
class Job:
    name: str = 'job'
    out: str = 'out/job.txt'
    @classmethod
    def from_dict(cls, d):
        return cls(**d)

j = Job.from_dict({'name': 'nightly'})
os.makedirs('out', exist_ok=True)
with open(j.out, 'w') as f:
    f.write(j.name)
