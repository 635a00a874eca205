import typing


def handler(event: "__import__('os').system('id')") -> None:
    pass


typing.get_type_hints(handler)
