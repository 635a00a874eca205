# expect: py.network.access
import requests as r
r.get("http://example.com")
