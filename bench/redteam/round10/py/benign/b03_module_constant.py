# benign: class attribute built from a module constant OUT_DIR = 'out'
import json, os
OUT_DIR = 'out'

class Summary:
    path = os.path.join(OUT_DIR, 'summary.json')
    def save(self, data):
        os.makedirs(OUT_DIR, exist_ok=True)
        with open(self.path, 'w') as f:
            json.dump(data, f)

Summary().save({'n': 3, 'mean': 2.0})
