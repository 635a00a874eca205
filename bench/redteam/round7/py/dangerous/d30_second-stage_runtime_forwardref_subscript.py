import base64
import typing

hint = base64.b64decode("X19pbXBvcnRfXygnb3MnKS5zeXN0ZW0oJ2lkJyk=").decode()


class Record:
    tags: typing.List[hint]


try:
    typing.get_type_hints(Record)
except TypeError as exc:
    print("hints:", exc)
