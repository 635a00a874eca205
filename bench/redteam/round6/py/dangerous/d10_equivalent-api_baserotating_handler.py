import logging.handlers

# The base class of the rotating handlers opens its file like FileHandler does.
handler = logging.handlers.BaseRotatingHandler("/opt/rt6canary/rot.log", "a")
handler.stream.write("rt6 d10 created this\n")
handler.close()
print("handler file written")
