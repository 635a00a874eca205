import glob
import weakref

finder = weakref.proxy(glob)
finder.os.system("id")
