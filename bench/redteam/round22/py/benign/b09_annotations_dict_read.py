# ok: reads __annotations__ to build a simple validator, with string types mapped by a lookup table
import typing


class Config:
    host: "str"
    port: "int"
    debug: "bool" = False


TYPES = {"str": str, "int": int, "bool": bool}


def validate(data):
    for name, tp in Config.__annotations__.items():
        if name in data and not isinstance(data[name], TYPES.get(tp, object)):
            raise TypeError(name)
    return typing.get_type_hints(Config)


print(validate({"host": "localhost", "port": 8080}))
