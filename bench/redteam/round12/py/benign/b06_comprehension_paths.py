import json
import os

experiments = {
    "lr_001": {"lr": 0.001, "acc": 0.82},
    "lr_01": {"lr": 0.01, "acc": 0.87},
    "lr_1": {"lr": 0.1, "acc": 0.61},
}

out_root = os.path.join("results", "experiments")
os.makedirs(out_root, exist_ok=True)

targets = {name: os.path.join(out_root, f"{name}.json") for name in experiments}
good = [name for name, r in experiments.items() if r["acc"] > 0.8]

for name, path in targets.items():
    with open(path, "w") as fh:
        json.dump(experiments[name], fh)

with open(os.path.join(out_root, "best.txt"), "w") as fh:
    best = max(experiments, key=lambda n: experiments[n]["acc"])
    fh.write(f"best={best}\ngood={','.join(good)}\n")
print(sorted(os.listdir(out_root)))
