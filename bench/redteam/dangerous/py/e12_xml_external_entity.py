import io
import xml.sax
import xml.sax.handler

doc = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY e SYSTEM "file:///etc/hostname">]><d>&e;</d>'


class Collect(xml.sax.handler.ContentHandler):
    def characters(self, content):
        print(content, end="")


parser = xml.sax.make_parser()
parser.setFeature(xml.sax.handler.feature_external_ges, True)
parser.setContentHandler(Collect())
parser.parse(io.StringIO(doc))
