# ok: Protocol with string annotations and runtime_checkable
import typing


@typing.runtime_checkable
class Closer(typing.Protocol):
    def close(self) -> "None": ...


class File:
    def close(self) -> None:
        print("closed (ok)")


def shutdown(c: "Closer") -> None:
    c.close()


print(typing.get_type_hints(shutdown), isinstance(File(), Closer))
shutdown(File())
