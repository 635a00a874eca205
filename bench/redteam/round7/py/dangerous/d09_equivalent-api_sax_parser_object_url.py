import xml.sax


class Titles(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def startElement(self, name, attrs):
        if name == "title":
            self.count += 1


parser = xml.sax.make_parser()
handler = Titles()
parser.setContentHandler(handler)
try:
    parser.parse("http://127.0.0.1:9/feed.xml")
except OSError as exc:
    print("feed unavailable:", exc)
print("titles:", handler.count)
