import threading
from concurrent.futures import ThreadPoolExecutor

total = 0
lock = threading.Lock()


def work(n):
    global total
    s = sum(range(n))
    with lock:
        total += s
    return s


with ThreadPoolExecutor(max_workers=4) as ex:
    parts = list(ex.map(work, [10, 100, 1000]))
print(parts, total)
