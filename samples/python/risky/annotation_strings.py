# typing.get_type_hints() evaluates, as code, every string an annotation reaches: a
# string annotation, a string a name in one holds, an item of a generic, a namespace's
# value. In a file that evaluates annotations, every string with a call is analysed as
# code, and a name an annotation uses must not hold a string built at run time.
import base64
import typing
from typing import List, TypeVar

T = TypeVar("T")
Alias = "dict[str, int]"
# ok: py.eval.annotation-dynamic
Row = List[int]

# expect: py.process.shell
Spec = "__import__('os').system('id')"
# expect: py.eval.annotation-dynamic
Kind = base64.b64decode("X19pbXBvcnRfXygnb3MnKS5zeXN0ZW0oJ2lkJyk=").decode()
# expect: py.eval.dynamic
ref = typing.ForwardRef(base64.b64decode("aWQ=").decode())


def handle(a: "Spec", b: Kind, c: Alias, d: Row, e: T) -> None:
    print(a, b, c, d, e)


print(typing.get_type_hints(handle))
