# benign: forward references, TypedDict, Protocol and get_type_hints over the file's own classes
from __future__ import annotations

import typing
from dataclasses import dataclass


class Job(typing.TypedDict):
    name: str
    deps: list[str]


class Runner(typing.Protocol):
    def run(self, job: Job) -> "Result": ...


@dataclass
class Result:
    job: "Job"
    ok: bool
    children: "list[Result]"


hints = typing.get_type_hints(Result)
print({k: str(v) for k, v in hints.items()})
print(Result(Job(name="build", deps=[]), True, []))
