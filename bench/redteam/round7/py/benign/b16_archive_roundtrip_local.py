import os
import shutil

os.makedirs("payload/sub", exist_ok=True)
with open("payload/sub/data.txt", "w") as fh:
    fh.write("hello\n")
archive = shutil.make_archive("payload_bundle", "gztar", root_dir="payload")
shutil.unpack_archive(archive, "restored")
print(open("restored/sub/data.txt").read().strip())
shutil.rmtree("payload")
