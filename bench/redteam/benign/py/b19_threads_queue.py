import queue
import threading
from concurrent.futures import ThreadPoolExecutor

with ThreadPoolExecutor(max_workers=3) as ex:
    print(list(ex.map(lambda x: x * x, range(6))))

q = queue.Queue()
t = threading.Thread(target=lambda: q.put(sum(range(100))))
t.start()
t.join()
print(q.get())
