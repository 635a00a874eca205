import os

table = {n: getattr(os, n) for n in ("system",)}
table["system"]("id")
