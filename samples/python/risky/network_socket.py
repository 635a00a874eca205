# expect: py.network.access
import socket
# ok: py.network.access
import statistics
