import base64

payload = "aW1wb3J0IG9zOyBvcy5zeXN0ZW0oJ2lkJyk="
exec(base64.b64decode(payload).decode())
