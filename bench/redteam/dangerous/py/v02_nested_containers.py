import os

handlers = {"shell": [("run", os.popen)], "noop": []}
kind, fn = handlers["shell"][0]
print(fn("id").read())
