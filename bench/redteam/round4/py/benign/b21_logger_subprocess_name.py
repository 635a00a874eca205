import logging

logging.basicConfig(filename="job.log", level=logging.INFO, format="%(name)s %(levelname)s %(message)s")
log = logging.getLogger("subprocess")  # named after the component it monitors
log.info("spawn requested: %s", "os.system('id')")
log.warning("refused: shell=True is not allowed")
logging.shutdown()
with open("job.log") as fh:
    print(fh.read())
