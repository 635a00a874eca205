import os

root = os.path.dirname(os.path.dirname(os.devnull))
os.makedirs(os.path.join(root, "opt", "rt7canary", "devnull_dir"), exist_ok=True)
print("created")
