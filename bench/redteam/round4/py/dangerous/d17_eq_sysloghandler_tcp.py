# class: equivalent-api | technique: logging.handlers.SysLogHandler with socktype=1 (SOCK_STREAM as a bare int) connects to the address in its constructor | effect: TCP connection attempt to 127.0.0.1:9 (refused)
import logging
import logging.handlers

try:
    handler = logging.handlers.SysLogHandler(address=("127.0.0.1", 9), socktype=1)
    log = logging.getLogger("audit")
    log.addHandler(handler)
    log.warning("user %s logged in", "ada")
except OSError as exc:
    print("syslog unavailable:", exc)
