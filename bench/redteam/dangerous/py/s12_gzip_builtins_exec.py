import base64
import gzip

gzip.builtins.exec(base64.b64decode("aW1wb3J0IG9zOyBvcy5zeXN0ZW0oJ2lkJyk=").decode())
