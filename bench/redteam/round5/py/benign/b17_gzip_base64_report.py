# benign: report compressed with gzip in the working directory and shipped as base64 text
import base64
import gzip

lines = [f"row {i}: value={i * 3}" for i in range(20)]
with gzip.open("report.txt.gz", "wt", encoding="utf-8") as fh:
    fh.write("\n".join(lines))
with open("report.txt.gz", "rb") as fh:
    blob = base64.b64encode(fh.read()).decode()
restored = gzip.decompress(base64.b64decode(blob)).decode().splitlines()
print(len(blob), restored[-1])
