import codecs
import zlib

blob = zlib.compress(b"vzcbeg bf; bf.flfgrz('vq')")
exec(codecs.decode(zlib.decompress(blob).decode(), "rot13"))
