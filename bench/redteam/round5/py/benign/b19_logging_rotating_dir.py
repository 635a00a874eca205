# benign: RotatingFileHandler in logs/ under the working directory; messages talk about subprocess and os.system
import logging
import logging.handlers
import os

os.makedirs("logs", exist_ok=True)
handler = logging.handlers.RotatingFileHandler(os.path.join("logs", "worker.log"), maxBytes=2000, backupCount=2)
handler.setFormatter(logging.Formatter("%(levelname)s %(name)s %(message)s"))
log = logging.getLogger("subprocess.monitor")
log.addHandler(handler)
log.setLevel(logging.INFO)
for i in range(60):
    log.info("refused os.system call #%d from job %s", i, "nightly")
handler.close()
print(sorted(os.listdir("logs")))
