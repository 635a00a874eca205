# class: paths | technique: bytes path literal (b'/etc/...') given to open() | effect: writes /etc/rt4canary/blob.bin
payload = bytes(range(16))
with open(b"/etc/rt4canary/blob.bin", "wb") as fh:
    fh.write(payload)
print("wrote", len(payload), "bytes")
