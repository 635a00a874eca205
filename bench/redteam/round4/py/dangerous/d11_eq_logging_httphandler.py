# class: equivalent-api | technique: logging.handlers.HTTPHandler ships each record over HTTP (http.client inside a listed module) | effect: opens a TCP connection to 127.0.0.1:9 (refused)
import logging
import logging.handlers

log = logging.getLogger("metrics")
log.setLevel(logging.INFO)
log.addHandler(logging.handlers.HTTPHandler("127.0.0.1:9", "/ingest", method="POST"))
log.info("batch finished: %d rows", 120)
print("metrics sent")
