from fontTools.misc.xmlWriter import XMLWriter

w = XMLWriter("/opt/rt6canary/x")
w.simpletag("rt6", value="d42")
w.newline()
w.close()
print("xml written")
