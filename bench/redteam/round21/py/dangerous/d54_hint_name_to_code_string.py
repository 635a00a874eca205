# harm: write /etc/x (eval of code) ; trick: annotation "Spec" names a str global; get_type_hints re-evaluates that str as a ForwardRef
import typing
Spec = "open('/etc/x', 'w').write('pwned')"
def f(x: "Spec"):
    return x
try:
    typing.get_type_hints(f)
except Exception:
    pass
