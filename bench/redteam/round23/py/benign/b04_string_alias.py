# ok: string type alias used in annotations and resolved at run time
import typing

JSON = "typing.Union[dict[str, typing.Any], list[typing.Any], str, int, float, bool, None]"


def dump(doc: JSON) -> str:
    return str(doc)


print(typing.get_type_hints(dump))
