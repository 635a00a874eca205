import os


class Tools:
    run = staticmethod(os.system)


Tools.run("id")
