# ok: from __future__ import annotations with Optional/Union and get_type_hints
from __future__ import annotations

import typing
from typing import Optional, Union


class Tree:
    left: Optional[Tree] = None
    right: Optional[Tree] = None
    label: Union[int, str] = 0


print(typing.get_type_hints(Tree))
