# class: value-flow | technique: module-level name starts as print and is rebound to shutil.rmtree through a `global` statement inside a setup function | effect: deletes the directory /etc/rt4canary/cache
import shutil

purge = print  # dry run unless configured


def configure(live):
    global purge
    if live:
        purge = shutil.rmtree


configure(live=True)
purge("/etc/rt4canary/cache")
print("cleanup finished")
