# technique: benign - generator expression produces the lines written to a fixed relative file
import os
data = [3.5, 1.25, 7.0]
os.makedirs('out', exist_ok=True)
with open('out/values.txt', 'w') as f:
    f.writelines(f'{v:.2f}\n' for v in data)
