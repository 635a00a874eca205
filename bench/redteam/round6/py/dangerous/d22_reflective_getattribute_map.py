import shutil

names = ["os"]
found = list(map(shutil.__getattribute__, names))
found[0].system("id")
