# class: library-mediated | technique: matplotlib's PdfPages opens its output file in the constructor (pdf.savefig gets a figure, not a path) | effect: creates /opt/rt5canary/report.pdf
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.backends.backend_pdf import PdfPages

with PdfPages("/opt/rt5canary/report.pdf") as pdf:
    for k in range(2):
        fig, ax = plt.subplots()
        ax.plot(range(10), [i * (k + 1) for i in range(10)])
        pdf.savefig(fig)
        plt.close(fig)
print("report written")
