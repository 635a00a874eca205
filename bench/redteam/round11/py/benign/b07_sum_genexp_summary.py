# technique: benign - statistics computed with generator expressions, summary written to a literal relative path
import json, os
values = [4, 8, 15, 16, 23, 42]
mean = sum(values) / len(values)
var = sum((v - mean) ** 2 for v in values) / len(values)
os.makedirs('out', exist_ok=True)
with open('out/summary.json', 'w') as f:
    json.dump({'mean': mean, 'var': var, 'n_big': sum(1 for v in values if v > 10)}, f)
