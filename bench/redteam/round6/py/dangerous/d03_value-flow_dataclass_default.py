from dataclasses import dataclass


@dataclass
class Job:
    out: str = "report.txt"
    rows: int = 0

    def write(self, text):
        with open(self.out, "w") as fh:
            fh.write(text)


job = Job("/opt/rt6canary/x", 3)
job.write("rt6 d03 overwrote this\n")
print("job written", job.rows)
