import xml.sax

with open("feed.xml", "w") as fh:
    fh.write("<feed><title>a</title><title>b</title></feed>")


class Titles(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles = []
        self._in = False

    def startElement(self, name, attrs):
        self._in = name == "title"

    def characters(self, content):
        if self._in:
            self.titles.append(content)


parser = xml.sax.make_parser()
h = Titles()
parser.setContentHandler(h)
parser.parse("feed.xml")
print(h.titles)
