# expect: py.network.access
from urllib.request import urlopen
# expect: py.network.access
urlopen("http://example.com")
# ok: py.network.access
from urllib.parse import urlparse
