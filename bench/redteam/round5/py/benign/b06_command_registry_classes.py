# benign: dataclass command model with __init_subclass__ registry; commands named Shell/Exec are only rendered as text
from dataclasses import dataclass, field

REGISTRY = {}


class Command:
    name = "base"

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        REGISTRY[cls.name] = cls


@dataclass
class Shell(Command):
    name = "shell"
    argv: list = field(default_factory=list)

    def render(self):
        return "$ " + " ".join(self.argv)


@dataclass
class Exec(Command):
    name = "exec"
    code: str = ""

    def render(self):
        return ">>> " + self.code


for cmd in [REGISTRY["shell"](["rm", "-rf", "/tmp/build"]), REGISTRY["exec"]("import os; os.system('id')")]:
    print(cmd.render())
