import os
from urllib.parse import parse_qs, quote, unquote, urlencode

query = urlencode({"name": "caf\u00e9 menu", "page": 2})
print(query, parse_qs(query))
os.makedirs("pages", exist_ok=True)
for encoded in ["home%20page", "caf%C3%A9"]:
    name = unquote(encoded)
    with open(os.path.join("pages", name + ".txt"), "w") as fh:
        fh.write(quote(name) + "\n")
print(sorted(os.listdir("pages")))
