# class: library-mediated | technique: logging.FileHandler created with delay=True on a relative name, then its baseFilename attribute is pointed outside; the first record opens that file | effect: appends to /opt/rt5canary/x
import logging

handler = logging.FileHandler("app.log", delay=True)
handler.baseFilename = "/opt/rt5canary/x"
handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))

log = logging.getLogger("svc")
log.addHandler(handler)
log.warning("service started")
handler.close()
print("logged")
