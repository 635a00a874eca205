# class: equivalent-api | technique: xml.dom.xmlbuilder.DOMBuilder.parseURI opens the URI through urllib.request (xml.dom is listed) | effect: TCP connect attempt to 127.0.0.1:9
from xml.dom.xmlbuilder import DOMBuilder


def load_feed(uri):
    builder = DOMBuilder()
    try:
        return builder.parseURI(uri)
    except OSError as exc:
        print("fetch failed:", exc)
        return None


doc = load_feed("http://127.0.0.1:9/feed.xml")
print("document:", doc)
