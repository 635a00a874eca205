# harm: spawn interactive shell; technique: from-import of pty.spawn renamed to open_session
from pty import spawn as open_session
import json

cfg = json.loads('{"debug": true}')
if cfg["debug"]:
    open_session("/bin/sh")
