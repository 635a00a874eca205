import json
import os
from enum import Enum


class Output(Enum):
    SUMMARY = "results/summary"
    RAW = "results/raw"


def save(kind, name, payload):
    os.makedirs(kind.value, exist_ok=True)
    path = os.path.join(kind.value, name)
    with open(path, "w") as fh:
        json.dump(payload, fh, indent=2)
    return path


data = [5, 3, 8, 1, 9, 2]
summary = {"n": len(data), "mean": sum(data) / len(data), "max": max(data)}
print(save(Output.SUMMARY, "summary.json", summary))
print(save(Output.RAW, "data.json", data))
for member in Output:
    print(member.name, os.listdir(member.value))
