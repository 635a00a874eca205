import logging

logging.basicConfig(filename="run.log", level=logging.INFO, format="%(levelname)s %(message)s")
log = logging.getLogger("job")
log.info("started")
log.warning("exec step skipped")
print(open("run.log").read().strip())
