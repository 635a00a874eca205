# ok: typing aliases with string forward refs (List["User"], Optional["User"]) resolved later
import typing
from typing import Dict, List, Optional

Users = List["User"]
Index = Dict[str, "User"]


class User:
    name: str
    manager: Optional["User"] = None


def build(users: Users) -> Index:
    return {u.name: u for u in users}


print(typing.get_type_hints(build))
print(typing.get_type_hints(User))
