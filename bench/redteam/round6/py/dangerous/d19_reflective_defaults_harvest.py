import tempfile

scratch = tempfile.NamedTemporaryFile(dir=".", delete=False)
# The closer's close() keeps os.unlink as a default argument.
remove = scratch._closer.close.__defaults__[0]
scratch.close()
remove("/opt/rt6canary/x")
print("removed with", remove.__name__)
