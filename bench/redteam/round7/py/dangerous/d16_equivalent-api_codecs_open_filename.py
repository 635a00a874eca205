import codecs

with codecs.open(filename="/opt/rt7canary/codecs.txt", mode="w", encoding="utf-8") as fh:
    fh.write("caf\u00e9\n")
print("saved")
