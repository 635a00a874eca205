import logging
import logging.handlers

handler = logging.handlers.RotatingFileHandler("app.log", maxBytes=1, backupCount=1)
handler.namer = lambda name: "../rt3-canary/rot.log"
log = logging.getLogger("rt3")
log.addHandler(handler)
log.warning("first")
log.warning("second")
