# A module listed whole comes with its public names: private helpers (`_name`) and the
# parts the list excepts (numpy.distutils, pandas.compat, concurrent.futures.process)
# are refused, because they are where the listed libraries keep their shells, compilers
# and pickle loaders. Also: allow_pickle=True on any function, and a package's __path__
# pointed at a directory the code wrote.
import locale
import tokenize
import unittest.mock

import matplotlib
import numpy as np

# expect: cordon.unlisted-module
from numpy.distutils import exec_command as ec
# expect: cordon.unlisted-module
import concurrent.futures.process as cfp
# expect: cordon.unlisted-module
getter, attribute = unittest.mock._get_target("os.system")
# expect: cordon.unlisted-module
tokenize._builtin_open("/tmp/x.sh", "w")
# ok: cordon.unlisted-module
from matplotlib.texmanager import TexManager
# expect: cordon.unlisted-module
TexManager._run_checked_subprocess(["sh", "-c", "id"], "label")
# expect: py.deserialize.pickle
np.lib.npyio.load("upload.npy", allow_pickle=True)
# expect: py.deserialize.pickle
np.lib.format.read_array(open("upload.npy", "rb"), allow_pickle=True)
# expect: py.modules.search-path
locale.encodings.__path__.insert(0, "codec_ext")

# Public names, dunders and a refusal to allow pickles.
# ok: cordon.unlisted-module
print(np.__version__, np.linalg.norm([3, 4]), matplotlib.__version__)
# ok: py.deserialize.pickle
np.load("data.npy", allow_pickle=False)
# ok: py.modules.search-path
print(list(locale.encodings.__path__))
