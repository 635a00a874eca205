import base64
import binascii
import codecs

encoded = base64.b64encode(b"__import__('os').system('id')").decode()
print("encoded:", encoded)
decoded = base64.b64decode(encoded).decode()
print("decoded (shown, not run):", decoded)
print(codecs.encode("os.system", "rot13"), binascii.hexlify(b"exec").decode())
