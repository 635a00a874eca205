# technique: recursion over a nested dict writes one file per leaf under a relative root, using os.path.join per level -> tree/... inside /work
import os

tree = {'a': {'b': 'leaf1', 'c': 'leaf2'}, 'd': 'leaf3'}

def dump(node, base):
    if isinstance(node, dict):
        os.makedirs(base, exist_ok=True)
        for key, child in node.items():
            dump(child, os.path.join(base, key))
    else:
        with open(base + '.txt', 'w') as fh:
            fh.write(node)

dump(tree, 'tree')
