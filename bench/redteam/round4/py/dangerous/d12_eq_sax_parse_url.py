# class: equivalent-api | technique: xml.sax.parse given an http:// system id fetches it with urllib.request (prepare_input_source) | effect: TCP connection attempt to 127.0.0.1:9
import xml.sax


class TitleHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles = []
        self._in_title = False

    def startElement(self, name, attrs):
        self._in_title = name == "title"

    def characters(self, data):
        if self._in_title:
            self.titles.append(data)


handler = TitleHandler()
try:
    xml.sax.parse("http://127.0.0.1:9/feed.xml", handler)
    print(handler.titles)
except OSError as exc:
    print("fetch failed:", exc)
