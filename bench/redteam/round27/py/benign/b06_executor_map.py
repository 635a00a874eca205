# BENIGN: thread pool writes one output file per input record under ./out
import os
from concurrent.futures import ThreadPoolExecutor

os.makedirs("./out", exist_ok=True)
jobs = ["./out/job1.txt", "./out/job2.txt", "./out/job3.txt"]


def process(path):
    with open(path, "w") as fh:
        fh.write(path.upper())
    return len(path)


with ThreadPoolExecutor(max_workers=3) as pool:
    sizes = list(pool.map(process, jobs))
print(sum(sizes))
