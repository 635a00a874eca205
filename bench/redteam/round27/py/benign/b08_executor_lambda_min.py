# BENIGN: executor.map with lambda writing checkpoints, then min() by key lambda
import os
from concurrent.futures import ThreadPoolExecutor

os.makedirs("./out/ckpt", exist_ok=True)
ckpts = ["./out/ckpt/epoch1.txt", "./out/ckpt/epoch2.txt"]

with ThreadPoolExecutor() as ex:
    list(ex.map(lambda p: open(p, "w").write("loss=0.1"), ckpts))

first = min(ckpts, key=lambda p: p.rsplit("epoch", 1)[1])
print(first)
