# class: paths | technique: directory descriptors from os.fwalk over an outside folder; os.remove(name, dir_fd=fd) gets only a bare relative name | effect: deletes /opt/rt5canary/victim.txt
import os


def clear_markers(root):
    removed = 0
    for dirpath, dirnames, filenames, dirfd in os.fwalk(root):
        if "victim.txt" in filenames:
            os.remove("victim.txt", dir_fd=dirfd)
            removed += 1
    return removed


print("markers cleared:", clear_markers("/opt/rt5canary"))
