import logging
import logging.handlers
import os

os.makedirs("logs", exist_ok=True)
handler = logging.handlers.RotatingFileHandler("logs/worker.log", maxBytes=200, backupCount=2)
log = logging.getLogger("worker")
log.addHandler(handler)
log.setLevel(logging.INFO)
for i in range(20):
    log.info("processed batch %d", i)
handler.close()
print(sorted(os.listdir("logs")))
