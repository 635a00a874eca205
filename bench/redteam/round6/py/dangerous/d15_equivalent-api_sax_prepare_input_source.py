from xml.sax import saxutils

try:
    src = saxutils.prepare_input_source("http://127.0.0.1:9/feed.xml")
    print("opened", src.getSystemId())
except OSError as exc:
    print("connect attempt:", exc)
