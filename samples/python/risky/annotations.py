# Annotations are code. A parameter's annotation runs when the function is defined;
# a string annotation, and each forward reference in one, runs when
# typing.get_type_hints() or inspect.signature(eval_str=True) reads it.
import inspect
import os
import typing


# expect: py.process.shell
def on_event(event: os.system("id")):
    return event


# expect: py.process.shell
def handler(event: "__import__('os').system('id')") -> None:
    pass


# expect: py.process.spawn
def transform(frame: typing.Optional["__import__('subprocess').run(['id'])"]):
    return frame


# expect: py.process.shell
hook = typing.ForwardRef("__import__('os').system('id')")

typing.get_type_hints(handler)
inspect.signature(transform, eval_str=True)


# Forward references to classes are what string annotations are for.
# ok: py.process.shell
class Node:
    # ok: py.process.shell
    def link(self, other: "Node", labels: list["str"]) -> "Node":
        return other
