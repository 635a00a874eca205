import os
from dataclasses import dataclass, field


@dataclass
class RunConfig:
    name: str
    out_dir: str = "out"
    tags: list = field(default_factory=lambda: ["baseline"])

    @property
    def log_path(self):
        return os.path.join(self.out_dir, f"{self.name}.log")


def run(cfg):
    os.makedirs(cfg.out_dir, exist_ok=True)
    total = 0
    with open(cfg.log_path, "w") as fh:
        for step in range(5):
            total += step * 2
            fh.write(f"step={step} total={total} tags={','.join(cfg.tags)}\n")
    return total


cfg = RunConfig("exp1")
print("result", run(cfg), "log at", cfg.log_path)
cfg2 = RunConfig("exp2", out_dir="results", tags=["tuned"])
print("result", run(cfg2), "log at", cfg2.log_path)
