# class: parser-confusion | technique: the payload function uses 3.11 PEP 646 syntax (*argv: *Ts, tuple[*Ts]) that older grammars cannot parse | effect: runs `id`
from typing import TypeVarTuple

Ts = TypeVarTuple("Ts")


def launch(*argv: *Ts) -> tuple[*Ts]:
    import os
    os.system(" ".join(argv))
    return argv


launch("id")
