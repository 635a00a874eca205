# Libraries that reach the network for the code: a reader given a URL fetches it, an
# event loop opens connections itself, a logging handler connects. With the network off
# (the default policy), code that needs it is refused before it runs.
import asyncio
import logging.handlers
import xml.sax

import pandas as pd

# expect: py.network.access
prices = pd.read_csv("https://example.com/prices.csv")
# expect: py.network.access
xml.sax.parse("http://example.com/feed.xml", xml.sax.ContentHandler())


async def probe():
    loop = asyncio.get_running_loop()
    # expect: py.network.access
    await loop.create_connection(asyncio.Protocol, "example.com", 80)
    # expect: py.network.access
    await asyncio.open_connection("example.com", 80)


# expect: cordon.unlisted-module
handler = logging.handlers.SocketHandler("example.com", 9020)

# A local file is no fetch.
# ok: py.network.access
local = pd.read_csv("prices.csv")
# ok: py.network.access
also_local = pd.read_csv("file:///work/prices.csv")
