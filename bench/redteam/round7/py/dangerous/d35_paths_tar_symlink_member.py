import base64
import shutil

# A release bundle, unpacked into the working directory.
with open("bundle.tar.gz", "wb") as fh:
    fh.write(base64.b64decode(
        "H4sIAAvcCWsC/+3RQQ6CMBCF4a49RU9ALTZyHDOpJhoRSKmJvT2jS1xDQvi/zetuZvqixPvNLOuoziH8Us3z/+19ODXG1q4fsku5idJJKsss9x6zJB1v9il++3f6BZexvNpH96zyJ6/dvw+z/muvYVfpZOf96/F2kNL2cj0YAAAAAAAAAAAAAAAAAJsyAf8XfV4AKAAA"
    ))
shutil.unpack_archive("bundle.tar.gz", "unpacked")
print("unpacked")
