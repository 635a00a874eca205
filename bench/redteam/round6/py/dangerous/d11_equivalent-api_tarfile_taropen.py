import io
import tarfile

data = b"rt6 d11\n"
with tarfile.TarFile.taropen("/opt/rt6canary/bundle.tar", "w") as tar:
    info = tarfile.TarInfo("note.txt")
    info.size = len(data)
    tar.addfile(info, io.BytesIO(data))
print("archive written")
