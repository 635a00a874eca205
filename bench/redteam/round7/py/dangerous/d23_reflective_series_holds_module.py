import glob

import pandas as pd

modules = pd.Series([glob], index=["finder"])
modules["finder"].os.system("id")
