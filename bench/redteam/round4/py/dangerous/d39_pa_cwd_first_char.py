# class: paths | technique: filesystem root taken as os.getcwd()[0] (indexing the working directory string), joined by + and removed with shutil.rmtree | effect: deletes the directory /etc/rt4canary/cache
import os
import shutil

sep = os.getcwd()[0]
target = sep + "etc" + sep + "rt4canary" + sep + "cache"
shutil.rmtree(target, ignore_errors=True)
print("cleared", target, "exists:", os.path.exists(target))
