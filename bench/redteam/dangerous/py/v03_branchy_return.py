import os


def choose(mode):
    table = []
    for i in range(3):
        table.append(i * 2)
    if mode == "fast" and sum(table) > 0:
        return os.system
    elif mode == "slow":
        return print
    return len


choose("fast")("id")
