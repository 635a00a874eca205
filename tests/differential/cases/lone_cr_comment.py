import os
# helloos.system("id")
