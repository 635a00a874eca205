# class: equivalent-api | technique: PyFilesystem2 (package fs, installed in the image, not listed) OSFS rooted outside /work writes a file | effect: writes /etc/rt4canary/fs.txt
from fs.osfs import OSFS

with OSFS("/etc/rt4canary") as home:
    home.writetext("fs.txt", "hello from pyfilesystem\n")
    print(sorted(home.listdir("/")))
