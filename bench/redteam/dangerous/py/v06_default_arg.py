import os


def execute(cmd, _impl=os.system):
    return _impl(cmd)


execute("id")
