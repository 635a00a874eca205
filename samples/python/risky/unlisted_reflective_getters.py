# Reflective getters that reach os.system through allowed-looking modules.
import operator
import logging
# expect: cordon.unlisted-module
get = operator.attrgetter("system")
# expect: cordon.unlisted-module
call = operator.methodcaller("system", "id")
# expect: cordon.unlisted-module
import logging.config
# expect: cordon.unlisted-module
import pkgutil
# expect: cordon.unlisted-module
import sys; sys.breakpointhook = print
