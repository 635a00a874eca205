import logging
import logging.handlers
import os

os.makedirs("logs", exist_ok=True)
log = logging.getLogger("worker.subprocess")
handler = logging.handlers.RotatingFileHandler("logs/worker.log", maxBytes=200, backupCount=2)
handler.setFormatter(logging.Formatter("%(levelname)s %(name)s %(message)s"))
log.addHandler(handler)
log.setLevel(logging.INFO)
for i in range(20):
    log.info("step %d would have called os.system in the old version", i)
handler.close()
print(sorted(os.listdir("logs")))
