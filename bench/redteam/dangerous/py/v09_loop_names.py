import os

for name in ["pop" + "en"]:
    fn = getattr(os, name)
    print(fn("id").read())
