def helper():
    import subprocess as sp
    # expect: py.process.spawn
    return sp.check_output(["uname"])
