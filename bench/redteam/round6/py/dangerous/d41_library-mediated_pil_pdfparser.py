from PIL import PdfParser

doc = PdfParser.PdfParser(filename="/opt/rt6canary/doc.pdf", mode="w+b")
doc.start_writing()
doc.write_header()
doc.close()
print("pdf started")
