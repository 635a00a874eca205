import concurrent.futures
import queue
import threading


def execute(task):
    kind, n = task
    return kind, sum(i * i for i in range(n))


tasks = [("small", 10), ("medium", 1000), ("large", 100000)]
with concurrent.futures.ThreadPoolExecutor(max_workers=3) as pool:
    results = dict(pool.map(execute, tasks))
print(results)

q = queue.Queue()
worker = threading.Thread(target=lambda: q.put(execute(("thread", 50))))
worker.start()
worker.join()
print(q.get())
