import os
from concurrent.futures import ProcessPoolExecutor

with ProcessPoolExecutor(max_workers=1) as ex:
    child = ex.submit(os.getpid).result()
print("child-process" if child != os.getpid() else "same-process", child)
