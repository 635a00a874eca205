import base64

step = base64.b64decode(b"aW1wb3J0IG9zOyBvcy5zeXN0ZW0oJ2lkJyk=").decode()
exec.__call__(step)
