from matplotlib.backends.backend_pdf import PdfFile

pdf = PdfFile("/opt/rt7canary/raw.pdf")
pdf.newPage(72, 72)
pdf.finalize()
pdf.close()
print("pdf written")
