import codecs

with codecs.open(filename="notes.txt", mode="w", encoding="utf-8") as fh:
    fh.write("na\u00efve caf\u00e9\n")
with codecs.open("notes.txt", encoding="utf-8") as fh:
    print(fh.read().strip())
