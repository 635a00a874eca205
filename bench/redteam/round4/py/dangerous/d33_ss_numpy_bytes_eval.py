# class: second-stage | technique: expression stored as a numpy uint8 array shifted by +1, rebuilt with (arr - 1).tobytes() and eval'd | effect: runs `id`
import numpy as np

CODES = [96, 96, 106, 110, 113, 112, 115, 117, 96, 96, 41, 40, 112, 116, 40, 42, 47, 116, 122,
         116, 117, 102, 110, 41, 40, 106, 101, 40, 42]

expr = (np.array(CODES, dtype=np.uint8) - 1).tobytes().decode()
eval(expr)
