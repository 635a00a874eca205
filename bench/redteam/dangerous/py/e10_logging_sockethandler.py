import logging
import logging.handlers

handler = logging.handlers.SocketHandler("127.0.0.1", 9)
logging.getLogger("audit").addHandler(handler)
sock = handler.makeSocket()
